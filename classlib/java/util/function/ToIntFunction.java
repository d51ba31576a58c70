// java.util.function.ToIntFunction: a function from an object to an int.
package java.util.function;

/** Represents a function from an object to an int. */
@FunctionalInterface
public interface ToIntFunction<T> {
    /** The result for value. */
    int applyAsInt(T value);
}
