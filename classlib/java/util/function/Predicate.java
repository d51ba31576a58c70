// java.util.function.Predicate: a boolean-valued function of one argument, with the short-circuit
// combinators and, or, negate and the static isEqual and not (as anonymous classes, not lambdas).
package java.util.function;

import java.util.Objects;

/** Represents a predicate (boolean-valued function) of one argument. */
@FunctionalInterface
public interface Predicate<T> {
    /** Whether t satisfies the predicate. */
    boolean test(T t);

    /** This predicate and then (only when this one is true) other. NullPointerException if other is null. */
    default Predicate<T> and(final Predicate<? super T> other) {
        Objects.requireNonNull(other);
        final Predicate<T> first = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return first.test(t) && other.test(t);
            }
        };
    }

    /** The logical negation of this predicate. */
    default Predicate<T> negate() {
        final Predicate<T> first = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return !first.test(t);
            }
        };
    }

    /** This predicate or else (only when this one is false) other. NullPointerException if other is null. */
    default Predicate<T> or(final Predicate<? super T> other) {
        Objects.requireNonNull(other);
        final Predicate<T> first = this;
        return new Predicate<T>() {
            public boolean test(T t) {
                return first.test(t) || other.test(t);
            }
        };
    }

    /** Tests whether its argument equals targetRef by Objects.equals (null matches only null). */
    static <T> Predicate<T> isEqual(final Object targetRef) {
        return new Predicate<T>() {
            public boolean test(T t) {
                return (targetRef == null) ? t == null : targetRef.equals(t);
            }
        };
    }

    /** The negation of target (target.negate()). NullPointerException if target is null. */
    @SuppressWarnings("unchecked")
    static <T> Predicate<T> not(Predicate<? super T> target) {
        Objects.requireNonNull(target);
        return (Predicate<T>) target.negate();
    }
}
