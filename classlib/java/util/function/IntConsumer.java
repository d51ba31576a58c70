// java.util.function.IntConsumer: an operation on one int, returning nothing; andThen
// chains two (as an anonymous class, not a lambda).
package java.util.function;

import java.util.Objects;

/** Represents an operation that accepts a single int argument and returns no result. */
@FunctionalInterface
public interface IntConsumer {
    /** Performs the operation on value. */
    void accept(int value);

    /**
     * A consumer that runs this one and then after on the same value; an exception from this one
     * skips after. NullPointerException (now) if after is null.
     */
    default IntConsumer andThen(final IntConsumer after) {
        Objects.requireNonNull(after);
        final IntConsumer first = this;
        return new IntConsumer() {
            public void accept(int value) {
                first.accept(value);
                after.accept(value);
            }
        };
    }
}
