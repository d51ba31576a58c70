// java.util.OptionalLong: a long value or nothing. Everything of JDK 17's OptionalLong but stream()
// (wwvm has no streams). The empty instance is shared.
package java.util;

import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/** A container that may or may not hold a long value. */
public final class OptionalLong {
    private static final OptionalLong NOTHING = new OptionalLong(false, 0);

    private final boolean full;
    private final long number;

    private OptionalLong(boolean full, long number) {
        this.full = full;
        this.number = number;
    }

    public static OptionalLong empty() {
        return NOTHING;
    }

    public static OptionalLong of(long value) {
        return new OptionalLong(true, value);
    }

    /** The value; NoSuchElementException("No value present") if there is none. */
    public long getAsLong() {
        return orElseThrow();
    }

    public boolean isPresent() {
        return full;
    }

    public boolean isEmpty() {
        return !full;
    }

    public void ifPresent(LongConsumer action) {
        if (full) {
            action.accept(number);
        }
    }

    public void ifPresentOrElse(LongConsumer action, Runnable emptyAction) {
        if (full) {
            action.accept(number);
        } else {
            emptyAction.run();
        }
    }

    public long orElse(long other) {
        return full ? number : other;
    }

    public long orElseGet(LongSupplier supplier) {
        return full ? number : supplier.getAsLong();
    }

    public long orElseThrow() {
        if (!full) {
            throw new NoSuchElementException("No value present");
        }
        return number;
    }

    public <X extends Throwable> long orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (!full) {
            throw exceptionSupplier.get();
        }
        return number;
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof OptionalLong)) {
            return false;
        }
        OptionalLong o = (OptionalLong) obj;
        return full ? o.full && number == o.number : !o.full;
    }

    public int hashCode() {
        return full ? Long.hashCode(number) : 0;
    }

    /** "OptionalLong[value]" or "OptionalLong.empty". */
    public String toString() {
        return full ? "OptionalLong[" + number + "]" : "OptionalLong.empty";
    }
}
