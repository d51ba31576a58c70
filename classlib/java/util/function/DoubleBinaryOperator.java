// java.util.function.DoubleBinaryOperator: an operation on two double operands giving a double.
package java.util.function;

/** Represents an operation on two double operands giving a double. */
@FunctionalInterface
public interface DoubleBinaryOperator {
    /** The result for the two operands. */
    double applyAsDouble(double left, double right);
}
