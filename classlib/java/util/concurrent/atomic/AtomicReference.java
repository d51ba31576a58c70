// java.util.concurrent.atomic.AtomicReference: an object reference that threads update atomically.
// Atomicity: wwvm runs Java threads as green threads that switch only at safe points (backward
// branches and invocations, docs/threads.md), so a method body with no call and no backward
// branch between its read and its write of the value is atomic; the reads and writes below are
// such bodies. The update and accumulate forms call a function, so they retry with
// compareAndSet until no other thread changed the value meanwhile, as the JDK specifies. Every
// memory-order variant (plain, opaque, acquire/release, weak) is the volatile operation: one OS
// thread runs them all, so they cannot be told apart, and weak forms never fail spuriously.
package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** An object reference that threads update atomically. */
public class AtomicReference<V> implements java.io.Serializable {
    private volatile V value;

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() {
        return value;
    }

    /** Sets newValue if the value is expectedValue (compared with ==); whether it did. */
    public final boolean compareAndSet(V expectedValue, V newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final void set(V newValue) {
        value = newValue;
    }

    public final void lazySet(V newValue) {
        value = newValue;
    }

    public final V getAndSet(V newValue) {
        V prev = value;
        value = newValue;
        return prev;
    }

    /** Applies updateFunction (perhaps more than once, under contention); the previous value. */
    public final V getAndUpdate(UnaryOperator<V> updateFunction) {
        for (;;) {
            V prev = value;
            V next = updateFunction.apply(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final V updateAndGet(UnaryOperator<V> updateFunction) {
        for (;;) {
            V prev = value;
            V next = updateFunction.apply(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    /** Sets accumulatorFunction(value, x) (perhaps computed more than once); the previous value. */
    public final V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        for (;;) {
            V prev = value;
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        for (;;) {
            V prev = value;
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public String toString() {
        return String.valueOf(value);
    }

    public final V getPlain() {
        return value;
    }

    public final void setPlain(V newValue) {
        value = newValue;
    }

    public final V getOpaque() {
        return value;
    }

    public final void setOpaque(V newValue) {
        value = newValue;
    }

    public final V getAcquire() {
        return value;
    }

    public final void setRelease(V newValue) {
        value = newValue;
    }

    /** Sets newValue if the value is expectedValue; returns the value it found. */
    public final V compareAndExchange(V expectedValue, V newValue) {
        V witness = value;
        if (witness == expectedValue) {
            value = newValue;
        }
        return witness;
    }

    public final V compareAndExchangeAcquire(V expectedValue, V newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final V compareAndExchangeRelease(V expectedValue, V newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
