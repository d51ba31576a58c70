// java.net.PortUnreachableException: a datagram reached a port where nothing listens.
package java.net;

/** Signals a datagram reached a port where nothing listens. */
public class PortUnreachableException extends SocketException {
    public PortUnreachableException() {
        super();
    }

    public PortUnreachableException(String message) {
        super(message);
    }
}
