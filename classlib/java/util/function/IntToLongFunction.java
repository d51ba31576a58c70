// java.util.function.IntToLongFunction: a function from an int to a long.
package java.util.function;

/** Represents a function from an int to a long. */
@FunctionalInterface
public interface IntToLongFunction {
    /** The result for value. */
    long applyAsLong(int value);
}
