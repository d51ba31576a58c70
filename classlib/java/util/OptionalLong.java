// java.util.OptionalLong: a container that holds one long value or nothing. Everything of JDK
// 17's OptionalLong but stream() (wwvm has no streams yet).
package java.util;

import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/** A container object which may or may not contain a long value. */
public final class OptionalLong {
    private static final OptionalLong EMPTY = new OptionalLong();

    private final boolean isPresent;
    private final long value;

    private OptionalLong() {
        this.isPresent = false;
        this.value = 0;
    }

    private OptionalLong(long value) {
        this.isPresent = true;
        this.value = value;
    }

    /** The empty OptionalLong. */
    public static OptionalLong empty() {
        return EMPTY;
    }

    /** An OptionalLong holding value. */
    public static OptionalLong of(long value) {
        return new OptionalLong(value);
    }

    /** The value. NoSuchElementException("No value present") if there is none. */
    public long getAsLong() {
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
    public void ifPresent(LongConsumer action) {
        if (isPresent) {
            action.accept(value);
        }
    }

    /** Passes the value to action if there is one, else runs emptyAction. */
    public void ifPresentOrElse(LongConsumer action, Runnable emptyAction) {
        if (isPresent) {
            action.accept(value);
        } else {
            emptyAction.run();
        }
    }

    /** The value, or other if there is none. */
    public long orElse(long other) {
        return isPresent ? value : other;
    }

    /** The value, or supplier's result if there is none. */
    public long orElseGet(LongSupplier supplier) {
        return isPresent ? value : supplier.getAsLong();
    }

    /** The value. NoSuchElementException("No value present") if there is none. */
    public long orElseThrow() {
        if (!isPresent) {
            throw new NoSuchElementException("No value present");
        }
        return value;
    }

    /** The value, or throws the exception exceptionSupplier gives if there is none. */
    public <X extends Throwable> long orElseThrow(Supplier<? extends X> exceptionSupplier) throws X {
        if (isPresent) {
            return value;
        }
        throw exceptionSupplier.get();
    }

    /** True if obj is an OptionalLong with an equal value, or both are empty. */
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof OptionalLong)) {
            return false;
        }
        OptionalLong other = (OptionalLong) obj;
        return (isPresent && other.isPresent) ? value == other.value : isPresent == other.isPresent;
    }

    /** Long.hashCode of the value, or 0 if there is none. */
    public int hashCode() {
        return isPresent ? Long.hashCode(value) : 0;
    }

    /** "OptionalLong[value]" or "OptionalLong.empty". */
    public String toString() {
        return isPresent ? ("OptionalLong[" + value + "]") : "OptionalLong.empty";
    }
}
