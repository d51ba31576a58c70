// java.util.function.LongSupplier: a supplier of long results.
package java.util.function;

/** Represents a supplier of long results. */
@FunctionalInterface
public interface LongSupplier {
    /** The result. */
    long getAsLong();
}
