// java.util.function.LongBinaryOperator: an operation on two long operands giving a long.
package java.util.function;

/** Represents an operation on two long operands giving a long. */
@FunctionalInterface
public interface LongBinaryOperator {
    /** The result for the two operands. */
    long applyAsLong(long left, long right);
}
