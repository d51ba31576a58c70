// java.util.function.DoubleSupplier: a supplier of double results.
package java.util.function;

/** Represents a supplier of double results. */
@FunctionalInterface
public interface DoubleSupplier {
    /** The result. */
    double getAsDouble();
}
