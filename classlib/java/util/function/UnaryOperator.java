// java.util.function.UnaryOperator: a Function whose operand and result have the same type.
package java.util.function;

/** Represents an operation on a single operand producing a result of the operand's type. */
@FunctionalInterface
public interface UnaryOperator<T> extends Function<T, T> {
    /** The operator that returns its operand. */
    static <T> UnaryOperator<T> identity() {
        return t -> t;  // one object, as in the JDK: a lambda that captures nothing
    }
}
