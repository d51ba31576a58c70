// java.util.function.ToIntBiFunction: a function from two arguments to an int.
package java.util.function;

/** Represents a function from two arguments to an int. */
@FunctionalInterface
public interface ToIntBiFunction<T, U> {
    /** The result for the two arguments. */
    int applyAsInt(T t, U u);
}
