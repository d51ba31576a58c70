// java.io.EOFException: the end of a stream reached while more input was expected.
package java.io;

/** Signals that the end of input was reached unexpectedly. */
public class EOFException extends IOException {
    public EOFException() {
        super();
    }

    public EOFException(String message) {
        super(message);
    }
}
