// java.util.function.DoubleToLongFunction: a function from a double to a long.
package java.util.function;

/** Represents a function from a double to a long. */
@FunctionalInterface
public interface DoubleToLongFunction {
    /** The result for value. */
    long applyAsLong(double value);
}
