// java.io.IOException: a failed or interrupted I/O operation.
package java.io;

/** Signals a failed or interrupted I/O operation. */
public class IOException extends Exception {
    public IOException() {
        super();
    }

    public IOException(String message) {
        super(message);
    }

    public IOException(String message, Throwable cause) {
        super(message, cause);
    }

    public IOException(Throwable cause) {
        super(cause);
    }
}
