// java.util.function.LongUnaryOperator: an operation on one long giving a long, with compose,
// andThen and identity (as anonymous classes, not lambdas).
package java.util.function;

import java.util.Objects;

/** Represents an operation on a single long operand that produces a long result. */
@FunctionalInterface
public interface LongUnaryOperator {
    /** The result for operand. */
    long applyAsLong(long operand);

    /** before, then this operator on its result. NullPointerException if before is null. */
    default LongUnaryOperator compose(final LongUnaryOperator before) {
        Objects.requireNonNull(before);
        final LongUnaryOperator self = this;
        return new LongUnaryOperator() {
            public long applyAsLong(long operand) {
                return self.applyAsLong(before.applyAsLong(operand));
            }
        };
    }

    /** This operator, then after on its result. NullPointerException if after is null. */
    default LongUnaryOperator andThen(final LongUnaryOperator after) {
        Objects.requireNonNull(after);
        final LongUnaryOperator self = this;
        return new LongUnaryOperator() {
            public long applyAsLong(long operand) {
                return after.applyAsLong(self.applyAsLong(operand));
            }
        };
    }

    /** The operator that returns its operand. */
    static LongUnaryOperator identity() {
        return new LongUnaryOperator() {
            public long applyAsLong(long operand) {
                return operand;
            }
        };
    }
}
