// java.lang.LocalSlots: one thread's values of ThreadLocal variables. Every ThreadLocal gets a
// small integer slot when it is created (ThreadLocal.slot), and a thread keeps its values in an
// array indexed by slot, so get and set are one array access with no hashing or probing.
// The array grows to the highest slot the thread has used. The variables themselves are kept
// too (a parallel array), for InheritableThreadLocal's copy into a new thread; both hold their
// contents strongly, so a value lives until its thread ends or remove() is called (the JDK's
// tables hold their keys weakly). Slots are never reused, so a program that creates
// ThreadLocals without end gives the threads that use the newest ones long arrays.
package java.lang;

/** One thread's ThreadLocal values, indexed by each variable's slot. */
final class LocalSlots {
    /** The content of a slot that holds no value (a set value may well be null). */
    private static final Object UNSET = new Object();

    private Object[] values = new Object[8];
    private ThreadLocal<?>[] owners = new ThreadLocal<?>[8];

    LocalSlots() {
        java.util.Arrays.fill(values, UNSET);
    }

    /** Whether this thread has a value for variable (set, or initialised by get). */
    boolean has(ThreadLocal<?> variable) {
        int slot = variable.slot;
        return slot < values.length && values[slot] != UNSET;
    }

    /** The value of variable; only meaningful when has(variable). */
    Object get(ThreadLocal<?> variable) {
        return values[variable.slot];
    }

    void set(ThreadLocal<?> variable, Object value) {
        int slot = variable.slot;
        if (slot >= values.length) {
            widen(slot + 1);
        }
        values[slot] = value;
        owners[slot] = variable;
    }

    void clear(ThreadLocal<?> variable) {
        int slot = variable.slot;
        if (slot < values.length) {
            values[slot] = UNSET;
            owners[slot] = null;
        }
    }

    /** Grows both arrays to at least needed slots, doubling so that growth stays amortised. */
    private void widen(int needed) {
        int length = values.length;
        while (length < needed) {
            length *= 2;
        }
        Object[] newValues = new Object[length];
        java.util.Arrays.fill(newValues, values.length, length, UNSET);
        System.arraycopy(values, 0, newValues, 0, values.length);
        ThreadLocal<?>[] newOwners = new ThreadLocal<?>[length];
        System.arraycopy(owners, 0, newOwners, 0, owners.length);
        values = newValues;
        owners = newOwners;
    }

    /**
     * A new thread's values of the inheritable variables: each parent value through childValue.
     * Only Thread.inheritedSlots is copied, and only InheritableThreadLocals store there.
     */
    @SuppressWarnings("unchecked")
    LocalSlots inheritedCopy() {
        LocalSlots copy = new LocalSlots();
        for (int slot = 0; slot < values.length; slot++) {
            if (values[slot] != UNSET) {
                InheritableThreadLocal<Object> variable = (InheritableThreadLocal<Object>) owners[slot];
                copy.set(variable, variable.childValue(values[slot]));
            }
        }
        return copy;
    }
}
