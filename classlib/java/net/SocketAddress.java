// java.net.SocketAddress: a socket address with no protocol attached (InetSocketAddress is the one kind).
package java.net;

import java.io.Serializable;

/** The abstract type the socket classes take and return for endpoints. */
public abstract class SocketAddress implements Serializable {
    public SocketAddress() {
    }
}
