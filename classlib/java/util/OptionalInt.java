// java.util.OptionalInt: a int value or nothing. Everything of JDK 17's OptionalInt but stream()
// (wwvm has no streams). The empty instance is shared.
package java.util;

import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/** A container that may or may not hold a int value. */
public final class OptionalInt {
    private static final OptionalInt NOTHING = new OptionalInt(false, 0);

    private final boolean full;
    private final int number;

    private OptionalInt(boolean full, int number) {
        this.full = full;
        this.number = number;
    }

    public static OptionalInt empty() {
        return NOTHING;
    }

    public static OptionalInt of(int value) {
        return new OptionalInt(true, value);
    }

    /** The value; NoSuchElementException("No value present") if there is none. */
    public int getAsInt() {
        return orElseThrow();
    }

    public boolean isPresent() {
        return full;
    }

    public boolean isEmpty() {
        return !full;
    }

    public void ifPresent(IntConsumer action) {
        if (full) {
            action.accept(number);
        }
    }

    public void ifPresentOrElse(IntConsumer action, Runnable emptyAction) {
        if (full) {
            action.accept(number);
        } else {
            emptyAction.run();
        }
    }

    public int orElse(int other) {
        return full ? number : other;
    }

    public int orElseGet(IntSupplier supplier) {
        return full ? number : supplier.getAsInt();
    }

    public int orElseThrow() {
        if (!full) {
            throw new NoSuchElementException("No value present");
        }
        return number;
    }

    public <X extends Throwable> int orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (!full) {
            throw exceptionSupplier.get();
        }
        return number;
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof OptionalInt)) {
            return false;
        }
        OptionalInt o = (OptionalInt) obj;
        return full ? o.full && number == o.number : !o.full;
    }

    public int hashCode() {
        return full ? Integer.hashCode(number) : 0;
    }

    /** "OptionalInt[value]" or "OptionalInt.empty". */
    public String toString() {
        return full ? "OptionalInt[" + number + "]" : "OptionalInt.empty";
    }
}
