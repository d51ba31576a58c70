// java.util.function.Supplier: a supplier of results.
package java.util.function;

/** Represents a supplier of results. */
@FunctionalInterface
public interface Supplier<T> {
    /** The result (a new or an existing object). */
    T get();
}
