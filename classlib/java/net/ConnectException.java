// java.net.ConnectException: a connection attempt refused or timed out at the remote end.
package java.net;

/** Signals a connection attempt refused or timed out at the remote end. */
public class ConnectException extends SocketException {
    public ConnectException() {
        super();
    }

    public ConnectException(String message) {
        super(message);
    }
}
