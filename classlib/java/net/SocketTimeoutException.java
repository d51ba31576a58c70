// java.net.SocketTimeoutException: a read, accept or connect passed its timeout.
package java.net;

/** Signals a read, accept or connect passed its timeout. */
public class SocketTimeoutException extends java.io.InterruptedIOException {
    public SocketTimeoutException() {
        super();
    }

    public SocketTimeoutException(String message) {
        super(message);
    }
}
