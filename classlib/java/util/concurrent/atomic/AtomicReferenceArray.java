// java.util.concurrent.atomic.AtomicReferenceArray: an array of object references that threads update atomically.
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

import java.util.Arrays;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** An array of object references that threads update atomically. */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private final Object[] array;

    /** length elements, all null. */
    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    /** A copy of array (its elements, not the array, are shared). */
    public AtomicReferenceArray(E[] array) {
        this.array = Arrays.copyOf(array, array.length, Object[].class);
    }

    public final int length() {
        return array.length;
    }

    @SuppressWarnings("unchecked")
    public final E get(int i) {
        return (E) array[i];
    }

    public final void set(int i, E newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, E newValue) {
        array[i] = newValue;
    }

    @SuppressWarnings("unchecked")
    public final E getAndSet(int i, E newValue) {
        E prev = (E) array[i];
        array[i] = newValue;
        return prev;
    }

    /** Sets element i to newValue if it is expectedValue; whether it did. */
    public final boolean compareAndSet(int i, E expectedValue, E newValue) {
        if (array[i] != expectedValue) {
            return false;
        }
        array[i] = newValue;
        return true;
    }

    @Deprecated
    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    /** Applies updateFunction (perhaps more than once, under contention); the previous value. */
    @SuppressWarnings("unchecked")
    public final E getAndUpdate(int i, UnaryOperator<E> updateFunction) {
        for (;;) {
            E prev = (E) array[i];
            E next = updateFunction.apply(prev);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    @SuppressWarnings("unchecked")
    public final E updateAndGet(int i, UnaryOperator<E> updateFunction) {
        for (;;) {
            E prev = (E) array[i];
            E next = updateFunction.apply(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    /** Sets accumulatorFunction(element, x) (perhaps computed more than once); the previous value. */
    @SuppressWarnings("unchecked")
    public final E getAndAccumulate(int i, E x, BinaryOperator<E> accumulatorFunction) {
        for (;;) {
            E prev = (E) array[i];
            E next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    @SuppressWarnings("unchecked")
    public final E accumulateAndGet(int i, E x, BinaryOperator<E> accumulatorFunction) {
        for (;;) {
            E prev = (E) array[i];
            E next = accumulatorFunction.apply(prev, x);
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

    @SuppressWarnings("unchecked")
    public final E getPlain(int i) {
        return (E) array[i];
    }

    public final void setPlain(int i, E newValue) {
        array[i] = newValue;
    }

    @SuppressWarnings("unchecked")
    public final E getOpaque(int i) {
        return (E) array[i];
    }

    public final void setOpaque(int i, E newValue) {
        array[i] = newValue;
    }

    @SuppressWarnings("unchecked")
    public final E getAcquire(int i) {
        return (E) array[i];
    }

    public final void setRelease(int i, E newValue) {
        array[i] = newValue;
    }

    /** Sets element i to newValue if it is expectedValue; returns the value it found. */
    @SuppressWarnings("unchecked")
    public final E compareAndExchange(int i, E expectedValue, E newValue) {
        E witness = (E) array[i];
        if (witness == expectedValue) {
            array[i] = newValue;
        }
        return witness;
    }

    public final E compareAndExchangeAcquire(int i, E expectedValue, E newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final E compareAndExchangeRelease(int i, E expectedValue, E newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }
}
