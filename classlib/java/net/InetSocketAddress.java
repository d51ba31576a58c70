// java.net.InetSocketAddress: an IP address (or an unresolved host name) and a port.
package java.net;

/** Made from a name, it is resolved at once; a name that does not resolve stays unresolved. */
public class InetSocketAddress extends SocketAddress {
    private final String hostname;  // null when made from an address
    private final InetAddress addr;  // null when unresolved
    private final int port;

    private InetSocketAddress(String hostname, InetAddress addr, int port) {
        this.hostname = hostname;
        this.addr = addr;
        this.port = port;
    }

    /** The wildcard address and the port. */
    public InetSocketAddress(int port) {
        this((InetAddress) null, port);
    }

    /** A null address is the wildcard. */
    public InetSocketAddress(InetAddress addr, int port) {
        this(null, addr == null ? InetAddress.anyLocal() : addr, checkPort(port));
    }

    public InetSocketAddress(String hostname, int port) {
        this(checkHost(hostname), resolve(hostname), checkPort(port));
    }

    public static InetSocketAddress createUnresolved(String host, int port) {
        return new InetSocketAddress(checkHost(host), null, checkPort(port));
    }

    private static int checkPort(int port) {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("port out of range:" + port);
        }
        return port;
    }

    private static String checkHost(String hostname) {
        if (hostname == null) {
            throw new IllegalArgumentException("hostname can't be null");
        }
        return hostname;
    }

    private static InetAddress resolve(String hostname) {
        try {
            return InetAddress.getByName(hostname);
        } catch (UnknownHostException e) {
            return null;
        }
    }

    public final int getPort() {
        return port;
    }

    public final InetAddress getAddress() {
        return addr;
    }

    public final String getHostName() {
        return hostname != null ? hostname : addr.getHostName();
    }

    /** The name given, else the address's known name or literal, without a reverse lookup. */
    public final String getHostString() {
        if (hostname != null) {
            return hostname;
        }
        return addr.hostName != null ? addr.hostName : addr.getHostAddress();
    }

    public final boolean isUnresolved() {
        return addr == null;
    }

    /** "name/literal:port" ("/[literal]" for IPv6), or "name/<unresolved>:port". */
    public String toString() {
        String text;
        if (addr == null) {
            text = hostname + "/<unresolved>";
        } else {
            text = addr.toString();
            if (addr instanceof Inet6Address) {
                int slash = text.lastIndexOf('/');
                text = text.substring(0, slash + 1) + "[" + text.substring(slash + 1) + "]";
            }
        }
        return text + ":" + port;
    }

    public final boolean equals(Object o) {
        if (!(o instanceof InetSocketAddress)) {
            return false;
        }
        InetSocketAddress other = (InetSocketAddress) o;
        if (port != other.port) {
            return false;
        }
        if (addr != null) {
            return addr.equals(other.addr);
        }
        return other.addr == null && hostname.equalsIgnoreCase(other.hostname);
    }

    public final int hashCode() {
        return (addr != null ? addr.hashCode() : hostname.toLowerCase().hashCode()) + port;
    }
}
