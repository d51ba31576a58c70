// java.util.function.Consumer: an operation on one argument, returning nothing; andThen chains
// two (as an anonymous class, not a lambda).
package java.util.function;

import java.util.Objects;

/** Represents an operation that accepts a single argument and returns no result. */
@FunctionalInterface
public interface Consumer<T> {
    /** Performs the operation on t. */
    void accept(T t);

    /**
     * A consumer that runs this one and then after on the same argument; an exception from this
     * one skips after. NullPointerException (now) if after is null.
     */
    default Consumer<T> andThen(final Consumer<? super T> after) {
        Objects.requireNonNull(after);
        final Consumer<T> first = this;
        return new Consumer<T>() {
            public void accept(T t) {
                first.accept(t);
                after.accept(t);
            }
        };
    }
}
