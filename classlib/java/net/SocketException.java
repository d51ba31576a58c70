// java.net.SocketException: thrown when a socket operation fails (the message is the system's reason).
package java.net;

/** Signals that a socket operation failed; the message is the system's reason. */
public class SocketException extends java.io.IOException {
    public SocketException() {
        super();
    }

    public SocketException(String message) {
        super(message);
    }
}
