// java.lang.InheritableThreadLocal: a ThreadLocal whose values a new Thread copies from the
// thread that constructs it (Thread's constructor calls LocalSlots.inheritedCopy, which asks
// childValue for each value). Its values live in Thread.inheritedSlots.
package java.lang;

/** A thread-local variable that child threads inherit. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {
    }

    /** The child's initial value, computed when the child Thread is constructed: the parent's. */
    protected T childValue(T parentValue) {
        return parentValue;
    }

    LocalSlots slotsOf(Thread t) {
        return t.inheritedSlots;
    }

    LocalSlots slotsForUpdate(Thread t) {
        if (t.inheritedSlots == null) {
            t.inheritedSlots = new LocalSlots();
        }
        return t.inheritedSlots;
    }
}
