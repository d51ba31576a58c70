// java.util.function.ToLongFunction: a function from an object to a long.
package java.util.function;

/** Represents a function from an object to a long. */
@FunctionalInterface
public interface ToLongFunction<T> {
    /** The result for value. */
    long applyAsLong(T value);
}
