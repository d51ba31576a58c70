// java.util.concurrent.atomic.AtomicBoolean: a boolean value that threads update atomically.
// Atomicity: wwvm runs Java threads as green threads that switch only at safe points (backward
// branches and invocations, docs/threads.md), so a method body with no call and no backward
// branch between its read and its write of the value is atomic; the reads and writes below are
// such bodies. The update and accumulate forms call a function, so they retry with
// compareAndSet until no other thread changed the value meanwhile, as the JDK specifies. Every
// memory-order variant (plain, opaque, acquire/release, weak) is the volatile operation: one OS
// thread runs them all, so they cannot be told apart, and weak forms never fail spuriously.
package java.util.concurrent.atomic;

/** A boolean value that threads update atomically. */
public class AtomicBoolean implements java.io.Serializable {
    private volatile boolean value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue;
    }

    public AtomicBoolean() {
    }

    public final boolean get() {
        return value;
    }

    /** Sets newValue if the value is expectedValue; whether it did. */
    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated
    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final void set(boolean newValue) {
        value = newValue;
    }

    public final void lazySet(boolean newValue) {
        value = newValue;
    }

    public final boolean getAndSet(boolean newValue) {
        boolean prev = value;
        value = newValue;
        return prev;
    }

    public String toString() {
        return Boolean.toString(value);
    }

    public final boolean getPlain() {
        return value;
    }

    public final void setPlain(boolean newValue) {
        value = newValue;
    }

    public final boolean getOpaque() {
        return value;
    }

    public final void setOpaque(boolean newValue) {
        value = newValue;
    }

    public final boolean getAcquire() {
        return value;
    }

    public final void setRelease(boolean newValue) {
        value = newValue;
    }

    /** Sets newValue if the value is expectedValue; returns the value it found. */
    public final boolean compareAndExchange(boolean expectedValue, boolean newValue) {
        boolean witness = value;
        if (witness == expectedValue) {
            value = newValue;
        }
        return witness;
    }

    public final boolean compareAndExchangeAcquire(boolean expectedValue, boolean newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean compareAndExchangeRelease(boolean expectedValue, boolean newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
