// java.net.UnknownHostException: a host name that cannot be resolved, or a malformed address literal.
package java.net;

/** Signals a host name that cannot be resolved, or a malformed address literal. */
public class UnknownHostException extends java.io.IOException {
    public UnknownHostException() {
        super();
    }

    public UnknownHostException(String message) {
        super(message);
    }
}
