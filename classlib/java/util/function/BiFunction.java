// java.util.function.BiFunction: a function of two arguments; andThen applies a Function to its
// result (as an anonymous class, not a lambda).
package java.util.function;

import java.util.Objects;

/** Represents a function that accepts two arguments and produces a result. */
@FunctionalInterface
public interface BiFunction<T, U, R> {
    /** The result for t and u. */
    R apply(T t, U u);

    /** This function, then after on its result. NullPointerException if after is null. */
    default <V> BiFunction<T, U, V> andThen(final Function<? super R, ? extends V> after) {
        Objects.requireNonNull(after);
        final BiFunction<T, U, R> self = this;
        return new BiFunction<T, U, V>() {
            public V apply(T t, U u) {
                return after.apply(self.apply(t, u));
            }
        };
    }
}
