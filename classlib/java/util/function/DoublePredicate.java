// java.util.function.DoublePredicate: a boolean-valued function of one double, with the short-circuit
// combinators and, or and negate (as anonymous classes, not lambdas).
package java.util.function;

import java.util.Objects;

/** Represents a predicate (boolean-valued function) of one double argument. */
@FunctionalInterface
public interface DoublePredicate {
    /** Whether value satisfies the predicate. */
    boolean test(double value);

    /** This predicate and then (only when this one is true) other. NullPointerException if other is null. */
    default DoublePredicate and(final DoublePredicate other) {
        Objects.requireNonNull(other);
        final DoublePredicate first = this;
        return new DoublePredicate() {
            public boolean test(double value) {
                return first.test(value) && other.test(value);
            }
        };
    }

    /** The logical negation of this predicate. */
    default DoublePredicate negate() {
        final DoublePredicate first = this;
        return new DoublePredicate() {
            public boolean test(double value) {
                return !first.test(value);
            }
        };
    }

    /** This predicate or else (only when this one is false) other. NullPointerException if other is null. */
    default DoublePredicate or(final DoublePredicate other) {
        Objects.requireNonNull(other);
        final DoublePredicate first = this;
        return new DoublePredicate() {
            public boolean test(double value) {
                return first.test(value) || other.test(value);
            }
        };
    }
}
