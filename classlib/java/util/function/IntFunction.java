// java.util.function.IntFunction: a function from an int to a result.
package java.util.function;

/** Represents a function from an int to a result. */
@FunctionalInterface
public interface IntFunction<R> {
    /** The result for value. */
    R apply(int value);
}
