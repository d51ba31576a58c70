// java.util.OptionalDouble: a double value or nothing. Everything of JDK 17's OptionalDouble but stream()
// (wwvm has no streams). The empty instance is shared.
package java.util;

import java.util.function.DoubleConsumer;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/** A container that may or may not hold a double value. */
public final class OptionalDouble {
    private static final OptionalDouble NOTHING = new OptionalDouble(false, 0);

    private final boolean full;
    private final double number;

    private OptionalDouble(boolean full, double number) {
        this.full = full;
        this.number = number;
    }

    public static OptionalDouble empty() {
        return NOTHING;
    }

    public static OptionalDouble of(double value) {
        return new OptionalDouble(true, value);
    }

    /** The value; NoSuchElementException("No value present") if there is none. */
    public double getAsDouble() {
        return orElseThrow();
    }

    public boolean isPresent() {
        return full;
    }

    public boolean isEmpty() {
        return !full;
    }

    public void ifPresent(DoubleConsumer action) {
        if (full) {
            action.accept(number);
        }
    }

    public void ifPresentOrElse(DoubleConsumer action, Runnable emptyAction) {
        if (full) {
            action.accept(number);
        } else {
            emptyAction.run();
        }
    }

    public double orElse(double other) {
        return full ? number : other;
    }

    public double orElseGet(DoubleSupplier supplier) {
        return full ? number : supplier.getAsDouble();
    }

    public double orElseThrow() {
        if (!full) {
            throw new NoSuchElementException("No value present");
        }
        return number;
    }

    public <X extends Throwable> double orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (!full) {
            throw exceptionSupplier.get();
        }
        return number;
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof OptionalDouble)) {
            return false;
        }
        OptionalDouble o = (OptionalDouble) obj;
        return full ? o.full && Double.compare(number, o.number) == 0 : !o.full;
    }

    public int hashCode() {
        return full ? Double.hashCode(number) : 0;
    }

    /** "OptionalDouble[value]" or "OptionalDouble.empty". */
    public String toString() {
        return full ? "OptionalDouble[" + number + "]" : "OptionalDouble.empty";
    }
}
