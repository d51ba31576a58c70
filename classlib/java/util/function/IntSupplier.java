// java.util.function.IntSupplier: a supplier of int results.
package java.util.function;

/** Represents a supplier of int results. */
@FunctionalInterface
public interface IntSupplier {
    /** The result. */
    int getAsInt();
}
