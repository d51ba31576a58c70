// java.util.function.DoubleToIntFunction: a function from a double to an int.
package java.util.function;

/** Represents a function from a double to an int. */
@FunctionalInterface
public interface DoubleToIntFunction {
    /** The result for value. */
    int applyAsInt(double value);
}
