// java.util.function.BooleanSupplier: a supplier of boolean results.
package java.util.function;

/** Represents a supplier of boolean results. */
@FunctionalInterface
public interface BooleanSupplier {
    /** The result. */
    boolean getAsBoolean();
}
