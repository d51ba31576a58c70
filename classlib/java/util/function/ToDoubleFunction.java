// java.util.function.ToDoubleFunction: a function from an object to a double.
package java.util.function;

/** Represents a function from an object to a double. */
@FunctionalInterface
public interface ToDoubleFunction<T> {
    /** The result for value. */
    double applyAsDouble(T value);
}
