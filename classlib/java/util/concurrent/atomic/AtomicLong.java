// java.util.concurrent.atomic.AtomicLong: a long value that threads update atomically.
// Atomicity: wwvm runs Java threads as green threads that switch only at safe points (backward
// branches and invocations, docs/threads.md), so a method body with no call and no backward
// branch between its read and its write of the value is atomic; the reads and writes below are
// such bodies. The update and accumulate forms call a function, so they retry with
// compareAndSet until no other thread changed the value meanwhile, as the JDK specifies. Every
// memory-order variant (plain, opaque, acquire/release, weak) is the volatile operation: one OS
// thread runs them all, so they cannot be told apart, and weak forms never fail spuriously.
package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/** A long value that threads update atomically. */
public class AtomicLong extends Number implements java.io.Serializable {
    private volatile long value;

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public AtomicLong() {
    }

    public final long get() {
        return value;
    }

    public final void set(long newValue) {
        value = newValue;
    }

    public final void lazySet(long newValue) {
        value = newValue;
    }

    public final long getAndSet(long newValue) {
        long prev = value;
        value = newValue;
        return prev;
    }

    /** Sets newValue if the value is expectedValue; whether it did. */
    public final boolean compareAndSet(long expectedValue, long newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final long getAndIncrement() {
        long prev = value;
        value = prev + 1;
        return prev;
    }

    public final long getAndDecrement() {
        long prev = value;
        value = prev - 1;
        return prev;
    }

    public final long getAndAdd(long delta) {
        long prev = value;
        value = prev + delta;
        return prev;
    }

    public final long incrementAndGet() {
        long next = value + 1;
        value = next;
        return next;
    }

    public final long decrementAndGet() {
        long next = value - 1;
        value = next;
        return next;
    }

    public final long addAndGet(long delta) {
        long next = value + delta;
        value = next;
        return next;
    }

    /** Applies updateFunction (perhaps more than once, under contention); the previous value. */
    public final long getAndUpdate(LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = value;
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final long updateAndGet(LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = value;
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    /** Sets accumulatorFunction(value, x) (perhaps computed more than once); the previous value. */
    public final long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = value;
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = value;
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public String toString() {
        return Long.toString(value);
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return (long) value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return (double) value;
    }

    public final long getPlain() {
        return value;
    }

    public final void setPlain(long newValue) {
        value = newValue;
    }

    public final long getOpaque() {
        return value;
    }

    public final void setOpaque(long newValue) {
        value = newValue;
    }

    public final long getAcquire() {
        return value;
    }

    public final void setRelease(long newValue) {
        value = newValue;
    }

    /** Sets newValue if the value is expectedValue; returns the value it found. */
    public final long compareAndExchange(long expectedValue, long newValue) {
        long witness = value;
        if (witness == expectedValue) {
            value = newValue;
        }
        return witness;
    }

    public final long compareAndExchangeAcquire(long expectedValue, long newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final long compareAndExchangeRelease(long expectedValue, long newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
