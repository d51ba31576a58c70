// java.util.function.DoubleFunction: a function from a double to a result.
package java.util.function;

/** Represents a function from a double to a result. */
@FunctionalInterface
public interface DoubleFunction<R> {
    /** The result for value. */
    R apply(double value);
}
