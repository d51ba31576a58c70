// java.util.concurrent.atomic.AtomicInteger: an int value that threads update atomically.
// Atomicity: wwvm runs Java threads as green threads that switch only at safe points (backward
// branches and invocations, docs/threads.md), so a method body with no call and no backward
// branch between its read and its write of the value is atomic; the reads and writes below are
// such bodies. The update and accumulate forms call a function, so they retry with
// compareAndSet until no other thread changed the value meanwhile, as the JDK specifies. Every
// memory-order variant (plain, opaque, acquire/release, weak) is the volatile operation: one OS
// thread runs them all, so they cannot be told apart, and weak forms never fail spuriously.
package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/** An int value that threads update atomically. */
public class AtomicInteger extends Number implements java.io.Serializable {
    private volatile int value;

    public AtomicInteger(int initialValue) {
        value = initialValue;
    }

    public AtomicInteger() {
    }

    public final int get() {
        return value;
    }

    public final void set(int newValue) {
        value = newValue;
    }

    public final void lazySet(int newValue) {
        value = newValue;
    }

    public final int getAndSet(int newValue) {
        int prev = value;
        value = newValue;
        return prev;
    }

    /** Sets newValue if the value is expectedValue; whether it did. */
    public final boolean compareAndSet(int expectedValue, int newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final int getAndIncrement() {
        int prev = value;
        value = prev + 1;
        return prev;
    }

    public final int getAndDecrement() {
        int prev = value;
        value = prev - 1;
        return prev;
    }

    public final int getAndAdd(int delta) {
        int prev = value;
        value = prev + delta;
        return prev;
    }

    public final int incrementAndGet() {
        int next = value + 1;
        value = next;
        return next;
    }

    public final int decrementAndGet() {
        int next = value - 1;
        value = next;
        return next;
    }

    public final int addAndGet(int delta) {
        int next = value + delta;
        value = next;
        return next;
    }

    /** Applies updateFunction (perhaps more than once, under contention); the previous value. */
    public final int getAndUpdate(IntUnaryOperator updateFunction) {
        for (;;) {
            int prev = value;
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final int updateAndGet(IntUnaryOperator updateFunction) {
        for (;;) {
            int prev = value;
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    /** Sets accumulatorFunction(value, x) (perhaps computed more than once); the previous value. */
    public final int getAndAccumulate(int x, IntBinaryOperator accumulatorFunction) {
        for (;;) {
            int prev = value;
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final int accumulateAndGet(int x, IntBinaryOperator accumulatorFunction) {
        for (;;) {
            int prev = value;
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public String toString() {
        return Integer.toString(value);
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

    public final int getPlain() {
        return value;
    }

    public final void setPlain(int newValue) {
        value = newValue;
    }

    public final int getOpaque() {
        return value;
    }

    public final void setOpaque(int newValue) {
        value = newValue;
    }

    public final int getAcquire() {
        return value;
    }

    public final void setRelease(int newValue) {
        value = newValue;
    }

    /** Sets newValue if the value is expectedValue; returns the value it found. */
    public final int compareAndExchange(int expectedValue, int newValue) {
        int witness = value;
        if (witness == expectedValue) {
            value = newValue;
        }
        return witness;
    }

    public final int compareAndExchangeAcquire(int expectedValue, int newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final int compareAndExchangeRelease(int expectedValue, int newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
