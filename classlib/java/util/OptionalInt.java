// java.util.OptionalInt: a container that holds one int value or nothing. Everything of JDK
// 17's OptionalInt but stream() (wwvm has no streams yet).
package java.util;

import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/** A container object which may or may not contain a int value. */
public final class OptionalInt {
    private static final OptionalInt EMPTY = new OptionalInt();

    private final boolean isPresent;
    private final int value;

    private OptionalInt() {
        this.isPresent = false;
        this.value = 0;
    }

    private OptionalInt(int value) {
        this.isPresent = true;
        this.value = value;
    }

    /** The empty OptionalInt. */
    public static OptionalInt empty() {
        return EMPTY;
    }

    /** An OptionalInt holding value. */
    public static OptionalInt of(int value) {
        return new OptionalInt(value);
    }

    /** The value. NoSuchElementException("No value present") if there is none. */
    public int getAsInt() {
        if (!isPresent) {
            throw new NoSuchElementException("No value present");
        }
        return value;
    }

    /** Whether there is a value. */
    public boolean isPresent() {
        return isPresent;
    }

    /** Whether there is no value. */
    public boolean isEmpty() {
        return !isPresent;
    }

    /** Passes the value, if any, to action. */
    public void ifPresent(IntConsumer action) {
        if (isPresent) {
            action.accept(value);
        }
    }

    /** Passes the value to action if there is one, else runs emptyAction. */
    public void ifPresentOrElse(IntConsumer action, Runnable emptyAction) {
        if (isPresent) {
            action.accept(value);
        } else {
            emptyAction.run();
        }
    }

    /** The value, or other if there is none. */
    public int orElse(int other) {
        return isPresent ? value : other;
    }

    /** The value, or supplier's result if there is none. */
    public int orElseGet(IntSupplier supplier) {
        return isPresent ? value : supplier.getAsInt();
    }

    /** The value. NoSuchElementException("No value present") if there is none. */
    public int orElseThrow() {
        if (!isPresent) {
            throw new NoSuchElementException("No value present");
        }
        return value;
    }

    /** The value, or throws the exception exceptionSupplier gives if there is none. */
    public <X extends Throwable> int orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (isPresent) {
            return value;
        }
        throw exceptionSupplier.get();
    }

    /** True if obj is an OptionalInt with an equal value, or both are empty. */
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof OptionalInt)) {
            return false;
        }
        OptionalInt other = (OptionalInt) obj;
        return (isPresent && other.isPresent) ? value == other.value : isPresent == other.isPresent;
    }

    /** Integer.hashCode of the value, or 0 if there is none. */
    public int hashCode() {
        return isPresent ? Integer.hashCode(value) : 0;
    }

    /** "OptionalInt[value]" or "OptionalInt.empty". */
    public String toString() {
        return isPresent ? ("OptionalInt[" + value + "]") : "OptionalInt.empty";
    }
}
