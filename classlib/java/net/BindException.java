// java.net.BindException: a socket could not be bound to its local address and port.
package java.net;

/** Signals a socket could not be bound to its local address and port. */
public class BindException extends SocketException {
    public BindException() {
        super();
    }

    public BindException(String message) {
        super(message);
    }
}
