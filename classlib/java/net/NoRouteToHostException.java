// java.net.NoRouteToHostException: a connection attempt could not reach the remote host.
package java.net;

/** Signals a connection attempt could not reach the remote host. */
public class NoRouteToHostException extends SocketException {
    public NoRouteToHostException() {
        super();
    }

    public NoRouteToHostException(String message) {
        super(message);
    }
}
