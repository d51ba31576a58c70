// java.util.function.LongConsumer: an operation on one long, returning nothing; andThen
// chains two (as an anonymous class, not a lambda).
package java.util.function;

import java.util.Objects;

/** Represents an operation that accepts a single long argument and returns no result. */
@FunctionalInterface
public interface LongConsumer {
    /** Performs the operation on value. */
    void accept(long value);

    /**
     * A consumer that runs this one and then after on the same value; an exception from this one
     * skips after. NullPointerException (now) if after is null.
     */
    default LongConsumer andThen(final LongConsumer after) {
        Objects.requireNonNull(after);
        final LongConsumer first = this;
        return new LongConsumer() {
            public void accept(long value) {
                first.accept(value);
                after.accept(value);
            }
        };
    }
}
