// java.lang.invoke.LambdaConversionException: a lambda or method reference whose
// implementation method cannot be adapted to its functional interface (the cause wwvm gives
// the BootstrapMethodError of such a call site).
package java.lang.invoke;

/** Thrown when a lambda call site's types do not fit together. */
public class LambdaConversionException extends Exception {
    public LambdaConversionException() {
    }

    public LambdaConversionException(String message) {
        super(message);
    }

    public LambdaConversionException(String message, Throwable cause) {
        super(message, cause);
    }

    public LambdaConversionException(Throwable cause) {
        super(cause);
    }
}
