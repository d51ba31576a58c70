// java.util.function.LongToDoubleFunction: a function from a long to a double.
package java.util.function;

/** Represents a function from a long to a double. */
@FunctionalInterface
public interface LongToDoubleFunction {
    /** The result for value. */
    double applyAsDouble(long value);
}
