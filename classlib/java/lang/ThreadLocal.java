// java.lang.ThreadLocal: a variable with one value per thread. Each Thread holds its values in a
// ThreadLocal.Values (the fields Thread.threadLocals and Thread.inheritableThreadLocals), a small
// open-addressing table keyed by the ThreadLocal's identity. The table holds its keys strongly
// (the JDK's are weak), so a value lives as long as its thread or until remove().
package java.lang;

import java.util.function.Supplier;

/** A variable of which each thread has its own, independently initialised copy. */
public class ThreadLocal<T> {
    /** Spreads consecutive ThreadLocals over a power-of-two table (Fibonacci hashing). */
    private static final int HASH_STEP = 0x61c88647;
    /**
     * The next hash. Green threads switch only at safe points (docs/threads.md), and the
     * read-add-write in nextHash has none, so no lock is needed.
     */
    private static int nextHash;

    /** This variable's place in the per-thread tables. */
    final int hash = nextHash();

    private static int nextHash() {
        int h = nextHash;
        nextHash = h + HASH_STEP;
        return h;
    }

    public ThreadLocal() {
    }

    /** The current thread's value before its first set (or after remove): null unless overridden. */
    protected T initialValue() {
        return null;
    }

    /** A ThreadLocal whose initial value comes from supplier.get(). */
    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        return new InitialFromSupplier<S>(supplier);
    }

    /** The current thread's value, initialised by initialValue() on first use. */
    @SuppressWarnings("unchecked")
    public T get() {
        Thread t = Thread.currentThread();
        Values values = valuesOf(t);
        if (values != null) {
            int i = values.indexOf(this);
            if (i >= 0) {
                return (T) values.values[i];
            }
        }
        // initialValue may use other ThreadLocals (and even this one): look the table up again.
        T value = initialValue();
        valuesForUpdate(t).put(this, value);
        return value;
    }

    /** Sets the current thread's value. */
    public void set(T value) {
        valuesForUpdate(Thread.currentThread()).put(this, value);
    }

    /** Forgets the current thread's value: the next get() calls initialValue() again. */
    public void remove() {
        Values values = valuesOf(Thread.currentThread());
        if (values != null) {
            values.remove(this);
        }
    }

    /** The table this kind of ThreadLocal keeps its values in (InheritableThreadLocal overrides). */
    Values valuesOf(Thread t) {
        return t.threadLocals;
    }

    Values valuesForUpdate(Thread t) {
        Values values = t.threadLocals;
        if (values == null) {
            values = new Values();
            t.threadLocals = values;
        }
        return values;
    }

    /** A child thread's value of an inheritable variable; only InheritableThreadLocal has one. */
    T childValue(T parentValue) {
        throw new UnsupportedOperationException();
    }

    /** withInitial's variables. */
    private static final class InitialFromSupplier<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        InitialFromSupplier(Supplier<? extends T> supplier) {
            this.supplier = supplier;
        }

        protected T initialValue() {
            return supplier.get();
        }
    }

    /**
     * One thread's values: parallel key and value arrays of power-of-two length, linear
     * probing from the key's hash, at most half full, deletion by shifting back the entries
     * of the same probe run (so no tombstones).
     */
    static final class Values {
        ThreadLocal<?>[] keys = new ThreadLocal<?>[16];
        Object[] values = new Object[16];
        int size;

        int indexOf(ThreadLocal<?> key) {
            int mask = keys.length - 1;
            for (int i = key.hash & mask; keys[i] != null; i = (i + 1) & mask) {
                if (keys[i] == key) {
                    return i;
                }
            }
            return -1;
        }

        void put(ThreadLocal<?> key, Object value) {
            int mask = keys.length - 1;
            int i = key.hash & mask;
            for (; keys[i] != null; i = (i + 1) & mask) {
                if (keys[i] == key) {
                    values[i] = value;
                    return;
                }
            }
            keys[i] = key;
            values[i] = value;
            if (++size * 2 > keys.length) {
                grow();
            }
        }

        private void grow() {
            ThreadLocal<?>[] oldKeys = keys;
            Object[] oldValues = values;
            keys = new ThreadLocal<?>[oldKeys.length * 2];
            values = new Object[oldKeys.length * 2];
            size = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != null) {
                    put(oldKeys[i], oldValues[i]);
                }
            }
        }

        void remove(ThreadLocal<?> key) {
            int i = indexOf(key);
            if (i < 0) {
                return;
            }
            int mask = keys.length - 1;
            keys[i] = null;
            values[i] = null;
            size--;
            // Moves back each later entry of the run whose home slot is not between the hole
            // and itself (cyclically), so every key stays reachable from its home slot.
            int hole = i;
            for (int j = (i + 1) & mask; keys[j] != null; j = (j + 1) & mask) {
                int home = keys[j].hash & mask;
                boolean reachable = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j);
                if (!reachable) {
                    keys[hole] = keys[j];
                    values[hole] = values[j];
                    keys[j] = null;
                    values[j] = null;
                    hole = j;
                }
            }
        }

        /** A new thread's copy of its parent's inheritable values, through childValue. */
        @SuppressWarnings("unchecked")
        Values inheritedCopy() {
            Values copy = new Values();
            for (int i = 0; i < keys.length; i++) {
                ThreadLocal<Object> key = (ThreadLocal<Object>) keys[i];
                if (key != null) {
                    copy.put(key, key.childValue(values[i]));
                }
            }
            return copy;
        }
    }
}
