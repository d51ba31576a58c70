// java.util.function.IntPredicate: a boolean-valued function of one int, with the short-circuit
// combinators and, or and negate (as anonymous classes, not lambdas).
package java.util.function;

import java.util.Objects;

/** Represents a predicate (boolean-valued function) of one int argument. */
@FunctionalInterface
public interface IntPredicate {
    /** Whether value satisfies the predicate. */
    boolean test(int value);

    /** This predicate and then (only when this one is true) other. NullPointerException if other is null. */
    default IntPredicate and(final IntPredicate other) {
        Objects.requireNonNull(other);
        final IntPredicate first = this;
        return new IntPredicate() {
            public boolean test(int value) {
                return first.test(value) && other.test(value);
            }
        };
    }

    /** The logical negation of this predicate. */
    default IntPredicate negate() {
        final IntPredicate first = this;
        return new IntPredicate() {
            public boolean test(int value) {
                return !first.test(value);
            }
        };
    }

    /** This predicate or else (only when this one is false) other. NullPointerException if other is null. */
    default IntPredicate or(final IntPredicate other) {
        Objects.requireNonNull(other);
        final IntPredicate first = this;
        return new IntPredicate() {
            public boolean test(int value) {
                return first.test(value) || other.test(value);
            }
        };
    }
}
