// java.util.function.IntToDoubleFunction: a function from an int to a double.
package java.util.function;

/** Represents a function from an int to a double. */
@FunctionalInterface
public interface IntToDoubleFunction {
    /** The result for value. */
    double applyAsDouble(int value);
}
