// java.util.function.IntUnaryOperator: an operation on one int giving an int, with compose,
// andThen and identity (as anonymous classes, not lambdas).
package java.util.function;

import java.util.Objects;

/** Represents an operation on a single int operand that produces an int result. */
@FunctionalInterface
public interface IntUnaryOperator {
    /** The result for operand. */
    int applyAsInt(int operand);

    /** before, then this operator on its result. NullPointerException if before is null. */
    default IntUnaryOperator compose(final IntUnaryOperator before) {
        Objects.requireNonNull(before);
        final IntUnaryOperator self = this;
        return new IntUnaryOperator() {
            public int applyAsInt(int operand) {
                return self.applyAsInt(before.applyAsInt(operand));
            }
        };
    }

    /** This operator, then after on its result. NullPointerException if after is null. */
    default IntUnaryOperator andThen(final IntUnaryOperator after) {
        Objects.requireNonNull(after);
        final IntUnaryOperator self = this;
        return new IntUnaryOperator() {
            public int applyAsInt(int operand) {
                return after.applyAsInt(self.applyAsInt(operand));
            }
        };
    }

    /** The operator that returns its operand. */
    static IntUnaryOperator identity() {
        return new IntUnaryOperator() {
            public int applyAsInt(int operand) {
                return operand;
            }
        };
    }
}
