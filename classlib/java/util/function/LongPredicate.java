// java.util.function.LongPredicate: a boolean-valued function of one long, with the short-circuit
// combinators and, or and negate (as anonymous classes, not lambdas).
package java.util.function;

import java.util.Objects;

/** Represents a predicate (boolean-valued function) of one long argument. */
@FunctionalInterface
public interface LongPredicate {
    /** Whether value satisfies the predicate. */
    boolean test(long value);

    /** This predicate and then (only when this one is true) other. NullPointerException if other is null. */
    default LongPredicate and(final LongPredicate other) {
        Objects.requireNonNull(other);
        final LongPredicate first = this;
        return new LongPredicate() {
            public boolean test(long value) {
                return first.test(value) && other.test(value);
            }
        };
    }

    /** The logical negation of this predicate. */
    default LongPredicate negate() {
        final LongPredicate first = this;
        return new LongPredicate() {
            public boolean test(long value) {
                return !first.test(value);
            }
        };
    }

    /** This predicate or else (only when this one is false) other. NullPointerException if other is null. */
    default LongPredicate or(final LongPredicate other) {
        Objects.requireNonNull(other);
        final LongPredicate first = this;
        return new LongPredicate() {
            public boolean test(long value) {
                return first.test(value) || other.test(value);
            }
        };
    }
}
