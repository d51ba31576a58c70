// java.util.function.BiPredicate: a boolean-valued function of two arguments, with the
// short-circuit combinators and, or and negate (as anonymous classes, not lambdas).
package java.util.function;

import java.util.Objects;

/** Represents a predicate (boolean-valued function) of two arguments. */
@FunctionalInterface
public interface BiPredicate<T, U> {
    /** Whether t and u satisfy the predicate. */
    boolean test(T t, U u);

    /** This predicate and then (only when this one is true) other. NullPointerException if other is null. */
    default BiPredicate<T, U> and(final BiPredicate<? super T, ? super U> other) {
        Objects.requireNonNull(other);
        final BiPredicate<T, U> first = this;
        return new BiPredicate<T, U>() {
            public boolean test(T t, U u) {
                return first.test(t, u) && other.test(t, u);
            }
        };
    }

    /** The logical negation of this predicate. */
    default BiPredicate<T, U> negate() {
        final BiPredicate<T, U> first = this;
        return new BiPredicate<T, U>() {
            public boolean test(T t, U u) {
                return !first.test(t, u);
            }
        };
    }

    /** This predicate or else (only when this one is false) other. NullPointerException if other is null. */
    default BiPredicate<T, U> or(final BiPredicate<? super T, ? super U> other) {
        Objects.requireNonNull(other);
        final BiPredicate<T, U> first = this;
        return new BiPredicate<T, U>() {
            public boolean test(T t, U u) {
                return first.test(t, u) || other.test(t, u);
            }
        };
    }
}
