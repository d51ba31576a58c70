// java.util.function.BiConsumer: an operation on two arguments, returning nothing; andThen chains
// two (as an anonymous class, not a lambda).
package java.util.function;

import java.util.Objects;

/** Represents an operation that accepts two arguments and returns no result. */
@FunctionalInterface
public interface BiConsumer<T, U> {
    /** Performs the operation on t and u. */
    void accept(T t, U u);

    /**
     * A consumer that runs this one and then after on the same arguments; an exception from this
     * one skips after. NullPointerException (now) if after is null.
     */
    default BiConsumer<T, U> andThen(final BiConsumer<? super T, ? super U> after) {
        Objects.requireNonNull(after);
        final BiConsumer<T, U> first = this;
        return new BiConsumer<T, U>() {
            public void accept(T t, U u) {
                first.accept(t, u);
                after.accept(t, u);
            }
        };
    }
}
