// java.lang.IllegalStateException: a method was called at an inappropriate time.
package java.lang;

/** Signals a method was called at an inappropriate time. */
public class IllegalStateException extends RuntimeException {
    public IllegalStateException() {
        super();
    }

    public IllegalStateException(String message) {
        super(message);
    }

    public IllegalStateException(String message, Throwable cause) {
        super(message, cause);
    }

    public IllegalStateException(Throwable cause) {
        super(cause);
    }
}
