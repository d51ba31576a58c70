// java.lang.NoSuchMethodError: a method reference that does not resolve.
package java.lang;

/** Signals a method reference that does not resolve. */
public class NoSuchMethodError extends IncompatibleClassChangeError {
    public NoSuchMethodError() {
        super();
    }

    public NoSuchMethodError(String message) {
        super(message);
    }
}
