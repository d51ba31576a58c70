// java.util.concurrent.atomic.AtomicIntegerArray: an int array whose elements threads update atomically.
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

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/** An int array whose elements threads update atomically. */
public class AtomicIntegerArray implements java.io.Serializable {
    private final int[] array;

    /** length elements, all zero. */
    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    /** A copy of array. */
    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final int get(int i) {
        return array[i];
    }

    public final void set(int i, int newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, int newValue) {
        array[i] = newValue;
    }

    public final int getAndSet(int i, int newValue) {
        int prev = array[i];
        array[i] = newValue;
        return prev;
    }

    /** Sets element i to newValue if it is expectedValue; whether it did. */
    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        if (array[i] != expectedValue) {
            return false;
        }
        array[i] = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final int getAndIncrement(int i) {
        int prev = array[i];
        array[i] = prev + 1;
        return prev;
    }

    public final int getAndDecrement(int i) {
        int prev = array[i];
        array[i] = prev - 1;
        return prev;
    }

    public final int getAndAdd(int i, int delta) {
        int prev = array[i];
        array[i] = prev + delta;
        return prev;
    }

    public final int incrementAndGet(int i) {
        int next = array[i] + 1;
        array[i] = next;
        return next;
    }

    public final int decrementAndGet(int i) {
        int next = array[i] - 1;
        array[i] = next;
        return next;
    }

    public final int addAndGet(int i, int delta) {
        int next = array[i] + delta;
        array[i] = next;
        return next;
    }

    /** Applies updateFunction (perhaps more than once, under contention); the previous value. */
    public final int getAndUpdate(int i, IntUnaryOperator updateFunction) {
        for (;;) {
            int prev = array[i];
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator updateFunction) {
        for (;;) {
            int prev = array[i];
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    /** Sets accumulatorFunction(element, x) (perhaps computed more than once); the previous value. */
    public final int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
        for (;;) {
            int prev = array[i];
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        for (;;) {
            int prev = array[i];
            int next = accumulatorFunction.applyAsInt(prev, x);
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

    public final int getPlain(int i) {
        return array[i];
    }

    public final void setPlain(int i, int newValue) {
        array[i] = newValue;
    }

    public final int getOpaque(int i) {
        return array[i];
    }

    public final void setOpaque(int i, int newValue) {
        array[i] = newValue;
    }

    public final int getAcquire(int i) {
        return array[i];
    }

    public final void setRelease(int i, int newValue) {
        array[i] = newValue;
    }

    /** Sets element i to newValue if it is expectedValue; returns the value it found. */
    public final int compareAndExchange(int i, int expectedValue, int newValue) {
        int witness = array[i];
        if (witness == expectedValue) {
            array[i] = newValue;
        }
        return witness;
    }

    public final int compareAndExchangeAcquire(int i, int expectedValue, int newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final int compareAndExchangeRelease(int i, int expectedValue, int newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }
}
