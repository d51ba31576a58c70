// java.util.function.ToDoubleBiFunction: a function from two arguments to a double.
package java.util.function;

/** Represents a function from two arguments to a double. */
@FunctionalInterface
public interface ToDoubleBiFunction<T, U> {
    /** The result for the two arguments. */
    double applyAsDouble(T t, U u);
}
