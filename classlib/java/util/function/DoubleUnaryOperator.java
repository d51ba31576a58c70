// java.util.function.DoubleUnaryOperator: an operation on one double giving a double, with compose,
// andThen and identity (as anonymous classes, not lambdas).
package java.util.function;

import java.util.Objects;

/** Represents an operation on a single double operand that produces a double result. */
@FunctionalInterface
public interface DoubleUnaryOperator {
    /** The result for operand. */
    double applyAsDouble(double operand);

    /** before, then this operator on its result. NullPointerException if before is null. */
    default DoubleUnaryOperator compose(final DoubleUnaryOperator before) {
        Objects.requireNonNull(before);
        final DoubleUnaryOperator self = this;
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double operand) {
                return self.applyAsDouble(before.applyAsDouble(operand));
            }
        };
    }

    /** This operator, then after on its result. NullPointerException if after is null. */
    default DoubleUnaryOperator andThen(final DoubleUnaryOperator after) {
        Objects.requireNonNull(after);
        final DoubleUnaryOperator self = this;
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double operand) {
                return after.applyAsDouble(self.applyAsDouble(operand));
            }
        };
    }

    /** The operator that returns its operand. */
    static DoubleUnaryOperator identity() {
        return new DoubleUnaryOperator() {
            public double applyAsDouble(double operand) {
                return operand;
            }
        };
    }
}
