// java.util.function.DoubleConsumer: an operation on one double, returning nothing; andThen
// chains two (as an anonymous class, not a lambda).
package java.util.function;

import java.util.Objects;

/** Represents an operation that accepts a single double argument and returns no result. */
@FunctionalInterface
public interface DoubleConsumer {
    /** Performs the operation on value. */
    void accept(double value);

    /**
     * A consumer that runs this one and then after on the same value; an exception from this one
     * skips after. NullPointerException (now) if after is null.
     */
    default DoubleConsumer andThen(final DoubleConsumer after) {
        Objects.requireNonNull(after);
        final DoubleConsumer first = this;
        return new DoubleConsumer() {
            public void accept(double value) {
                first.accept(value);
                after.accept(value);
            }
        };
    }
}
