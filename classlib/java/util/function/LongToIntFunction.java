// java.util.function.LongToIntFunction: a function from a long to an int.
package java.util.function;

/** Represents a function from a long to an int. */
@FunctionalInterface
public interface LongToIntFunction {
    /** The result for value. */
    int applyAsInt(long value);
}
