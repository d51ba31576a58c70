// java.lang.InheritableThreadLocal: a ThreadLocal whose values a new Thread copies from the
// thread that constructs it (Thread's constructor calls ThreadLocal.Values.inheritedCopy, which
// asks childValue for each value). Its values live in Thread.inheritableThreadLocals.
package java.lang;

/** A thread-local variable that child threads inherit. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {
    }

    /** The child's initial value, computed when the child Thread is constructed: the parent's. */
    protected T childValue(T parentValue) {
        return parentValue;
    }

    Values valuesOf(Thread t) {
        return t.inheritableThreadLocals;
    }

    Values valuesForUpdate(Thread t) {
        Values values = t.inheritableThreadLocals;
        if (values == null) {
            values = new Values();
            t.inheritableThreadLocals = values;
        }
        return values;
    }
}
