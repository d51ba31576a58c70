// java.lang.ThreadLocal: a variable with one value per thread. Each ThreadLocal is given a slot
// number when it is created; each Thread keeps its values in a LocalSlots indexed by slot
// (Thread.localSlots, and Thread.inheritedSlots for InheritableThreadLocal), so reading one is an
// array access. Values are held strongly (see LocalSlots.java).
package java.lang;

import java.util.function.Supplier;

/** A variable of which each thread has its own, independently initialised copy. */
public class ThreadLocal<T> {
    /**
     * The slot the next ThreadLocal gets. Green threads switch only at safe points
     * (docs/threads.md) and the read-increment-write below has none, so no lock is needed.
     */
    private static int slotsGiven;

    /** This variable's index in every thread's LocalSlots. */
    final int slot = slotsGiven++;

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
        LocalSlots slots = slotsOf(t);
        if (slots != null && slots.has(this)) {
            return (T) slots.get(this);
        }
        // initialValue may itself use ThreadLocals (even this one): fetch the slots afresh.
        T value = initialValue();
        slotsForUpdate(t).set(this, value);
        return value;
    }

    /** Sets the current thread's value. */
    public void set(T value) {
        slotsForUpdate(Thread.currentThread()).set(this, value);
    }

    /** Forgets the current thread's value: the next get() calls initialValue() again. */
    public void remove() {
        LocalSlots slots = slotsOf(Thread.currentThread());
        if (slots != null) {
            slots.clear(this);
        }
    }

    /** The slots this kind of variable keeps its values in (InheritableThreadLocal overrides). */
    LocalSlots slotsOf(Thread t) {
        return t.localSlots;
    }

    LocalSlots slotsForUpdate(Thread t) {
        if (t.localSlots == null) {
            t.localSlots = new LocalSlots();
        }
        return t.localSlots;
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
}
