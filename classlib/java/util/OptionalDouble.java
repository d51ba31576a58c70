// java.util.OptionalDouble: a container that holds one double value or nothing. Everything of JDK
// 17's OptionalDouble but stream() (wwvm has no streams yet).
package java.util;

import java.util.function.DoubleConsumer;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/** A container object which may or may not contain a double value. */
public final class OptionalDouble {
    private static final OptionalDouble EMPTY = new OptionalDouble();

    private final boolean isPresent;
    private final double value;

    private OptionalDouble() {
        this.isPresent = false;
        this.value = 0;
    }

    private OptionalDouble(double value) {
        this.isPresent = true;
        this.value = value;
    }

    /** The empty OptionalDouble. */
    public static OptionalDouble empty() {
        return EMPTY;
    }

    /** An OptionalDouble holding value. */
    public static OptionalDouble of(double value) {
        return new OptionalDouble(value);
    }

    /** The value. NoSuchElementException("No value present") if there is none. */
    public double getAsDouble() {
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
    public void ifPresent(DoubleConsumer action) {
        if (isPresent) {
            action.accept(value);
        }
    }

    /** Passes the value to action if there is one, else runs emptyAction. */
    public void ifPresentOrElse(DoubleConsumer action, Runnable emptyAction) {
        if (isPresent) {
            action.accept(value);
        } else {
            emptyAction.run();
        }
    }

    /** The value, or other if there is none. */
    public double orElse(double other) {
        return isPresent ? value : other;
    }

    /** The value, or supplier's result if there is none. */
    public double orElseGet(DoubleSupplier supplier) {
        return isPresent ? value : supplier.getAsDouble();
    }

    /** The value. NoSuchElementException("No value present") if there is none. */
    public double orElseThrow() {
        if (!isPresent) {
            throw new NoSuchElementException("No value present");
        }
        return value;
    }

    /** The value, or throws the exception exceptionSupplier gives if there is none. */
    public <X extends Throwable> double orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (isPresent) {
            return value;
        }
        throw exceptionSupplier.get();
    }

    /** True if obj is an OptionalDouble with an equal value (values compared as Double.compare does), or both are empty. */
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof OptionalDouble)) {
            return false;
        }
        OptionalDouble other = (OptionalDouble) obj;
        return (isPresent && other.isPresent) ? Double.compare(value, other.value) == 0 : isPresent == other.isPresent;
    }

    /** Double.hashCode of the value, or 0 if there is none. */
    public int hashCode() {
        return isPresent ? Double.hashCode(value) : 0;
    }

    /** "OptionalDouble[value]" or "OptionalDouble.empty". */
    public String toString() {
        return isPresent ? ("OptionalDouble[" + value + "]") : "OptionalDouble.empty";
    }
}
