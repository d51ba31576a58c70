// java.util.function.ToLongBiFunction: a function from two arguments to a long.
package java.util.function;

/** Represents a function from two arguments to a long. */
@FunctionalInterface
public interface ToLongBiFunction<T, U> {
    /** The result for the two arguments. */
    long applyAsLong(T t, U u);
}
