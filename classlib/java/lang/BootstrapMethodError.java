// java.lang.BootstrapMethodError: an invokedynamic bootstrap method failed.
package java.lang;

/** Signals an invokedynamic bootstrap method failed. */
public class BootstrapMethodError extends LinkageError {
    public BootstrapMethodError() {
        super();
    }

    public BootstrapMethodError(String message) {
        super(message);
    }

    public BootstrapMethodError(String message, Throwable cause) {
        super(message, cause);
    }

    /** LinkageError has no (Throwable) constructor; the message is the cause's toString(). */
    public BootstrapMethodError(Throwable cause) {
        super(cause == null ? null : cause.toString(), cause);
    }
}
