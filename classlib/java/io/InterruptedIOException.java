// java.io.InterruptedIOException: an I/O operation interrupted before it finished.
package java.io;

/** Signals an interrupted I/O operation; bytesTransferred says how much was done first. */
public class InterruptedIOException extends IOException {
    /** How many bytes were transferred before the interruption. */
    public int bytesTransferred = 0;

    public InterruptedIOException() {
        super();
    }

    public InterruptedIOException(String message) {
        super(message);
    }
}
