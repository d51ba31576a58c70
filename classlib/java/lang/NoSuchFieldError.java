// java.lang.NoSuchFieldError: a field reference that does not resolve.
package java.lang;

/** Signals a field reference that does not resolve. */
public class NoSuchFieldError extends IncompatibleClassChangeError {
    public NoSuchFieldError() {
        super();
    }

    public NoSuchFieldError(String message) {
        super(message);
    }
}
