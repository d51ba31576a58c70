// java.util.function.IntBinaryOperator: an operation on two int operands giving an int.
package java.util.function;

/** Represents an operation on two int operands giving an int. */
@FunctionalInterface
public interface IntBinaryOperator {
    /** The result for the two operands. */
    int applyAsInt(int left, int right);
}
