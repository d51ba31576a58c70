// java.util.function.LongFunction: a function from a long to a result.
package java.util.function;

/** Represents a function from a long to a result. */
@FunctionalInterface
public interface LongFunction<R> {
    /** The result for value. */
    R apply(long value);
}
