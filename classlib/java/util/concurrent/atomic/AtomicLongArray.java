// java.util.concurrent.atomic.AtomicLongArray: a long array whose elements threads update atomically.
// Atomicity: wwvm runs Java threads as green threads that switch only at safe points (backward
// branches and invocations, docs/threads.md), so a method body with no call and no backward
// branch between its read and its write of the value is atomic; the reads and writes below are
// such bodies. The update and accumulate forms call a function, so they retry with
// compareAndSet until no other thread changed the value meanwhile, as the JDK specifies. Every
// memory-order variant (plain, opaque, acquire/release, weak) is the volatile operation: one OS
// thread runs them all, so they cannot be told apart, and weak forms never fail spuriously.
// Index checks are the array's own: ArrayIndexOutOfBoundsException("Index I out of bounds for
// length N"), as the JDK's.
package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/** A long array whose elements threads update atomically. */
public class AtomicLongArray implements java.io.Serializable {
    private final long[] array;

    /** length elements, all zero. */
    public AtomicLongArray(int length) {
        array = new long[length];
    }

    /** A copy of array. */
    public AtomicLongArray(long[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final long get(int i) {
        return array[i];
    }

    public final void set(int i, long newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, long newValue) {
        array[i] = newValue;
    }

    public final long getAndSet(int i, long newValue) {
        long prev = array[i];
        array[i] = newValue;
        return prev;
    }

    /** Sets element i to newValue if it is expectedValue; whether it did. */
    public final boolean compareAndSet(int i, long expectedValue, long newValue) {
        if (array[i] != expectedValue) {
            return false;
        }
        array[i] = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final long getAndIncrement(int i) {
        long prev = array[i];
        array[i] = prev + 1;
        return prev;
    }

    public final long getAndDecrement(int i) {
        long prev = array[i];
        array[i] = prev - 1;
        return prev;
    }

    public final long getAndAdd(int i, long delta) {
        long prev = array[i];
        array[i] = prev + delta;
        return prev;
    }

    public final long incrementAndGet(int i) {
        long next = array[i] + 1;
        array[i] = next;
        return next;
    }

    public final long decrementAndGet(int i) {
        long next = array[i] - 1;
        array[i] = next;
        return next;
    }

    public final long addAndGet(int i, long delta) {
        long next = array[i] + delta;
        array[i] = next;
        return next;
    }

    /** Applies updateFunction (perhaps more than once, under contention); the previous value. */
    public final long getAndUpdate(int i, LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = array[i];
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final long updateAndGet(int i, LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = array[i];
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    /** Sets accumulatorFunction(element, x) (perhaps computed more than once); the previous value. */
    public final long getAndAccumulate(int i, long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = array[i];
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(int i, long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = array[i];
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    /** "[e0, e1, ...]", as Arrays.toString. */
    public String toString() {
        if (array.length == 0) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; i < array.length; i++) {
            if (i > 0) {
                b.append(", ");
            }
            b.append(array[i]);
        }
        return b.append(']').toString();
    }

    public final long getPlain(int i) {
        return array[i];
    }

    public final void setPlain(int i, long newValue) {
        array[i] = newValue;
    }

    public final long getOpaque(int i) {
        return array[i];
    }

    public final void setOpaque(int i, long newValue) {
        array[i] = newValue;
    }

    public final long getAcquire(int i) {
        return array[i];
    }

    public final void setRelease(int i, long newValue) {
        array[i] = newValue;
    }

    /** Sets element i to newValue if it is expectedValue; returns the value it found. */
    public final long compareAndExchange(int i, long expectedValue, long newValue) {
        long witness = array[i];
        if (witness == expectedValue) {
            array[i] = newValue;
        }
        return witness;
    }

    public final long compareAndExchangeAcquire(int i, long expectedValue, long newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final long compareAndExchangeRelease(int i, long expectedValue, long newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }
}
