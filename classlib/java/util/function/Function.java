// java.util.function.Function: a function of one argument, with compose, andThen and identity
// (compose and andThen return anonymous classes; identity is a lambda, one object as in the JDK).
package java.util.function;

import java.util.Objects;

/** Represents a function that accepts one argument and produces a result. */
@FunctionalInterface
public interface Function<T, R> {
    /** The result for t. */
    R apply(T t);

    /** before, then this function on its result. NullPointerException if before is null. */
    default <V> Function<V, R> compose(final Function<? super V, ? extends T> before) {
        Objects.requireNonNull(before);
        final Function<T, R> self = this;
        return new Function<V, R>() {
            public R apply(V v) {
                return self.apply(before.apply(v));
            }
        };
    }

    /** This function, then after on its result. NullPointerException if after is null. */
    default <V> Function<T, V> andThen(final Function<? super R, ? extends V> after) {
        Objects.requireNonNull(after);
        final Function<T, R> self = this;
        return new Function<T, V>() {
            public V apply(T t) {
                return after.apply(self.apply(t));
            }
        };
    }

    /** The function that returns its argument. */
    static <T> Function<T, T> identity() {
        return t -> t;  // one object, as in the JDK: a lambda that captures nothing
    }
}
