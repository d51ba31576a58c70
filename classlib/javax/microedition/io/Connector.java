// javax.microedition.io.Connector: opens Generic Connection Framework connections from URLs.
package javax.microedition.io;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The schemes wwvm knows:
 * <ul>
 * <li>socket://host:port, a SocketConnection to a TCP server;</li>
 * <li>socket://:port (socket://: for a port the system chooses), a ServerSocketConnection;</li>
 * <li>datagram://host:port, a UDPDatagramConnection whose datagrams go there by default;</li>
 * <li>datagram://:port (datagram://:), a UDPDatagramConnection listening on the port.</li>
 * </ul>
 * A URL that does not parse is IllegalArgumentException; an unknown scheme is
 * ConnectionNotFoundException. Parameters after ';' are ignored. The connections are built on
 * java.net, so they block only their own green thread and are counted in its NETWORK account.
 */
public class Connector {
    public static final int READ = 1;
    public static final int WRITE = 2;
    public static final int READ_WRITE = 3;

    private Connector() {
    }

    public static Connection open(String name) throws IOException {
        return open(name, READ_WRITE, false);
    }

    public static Connection open(String name, int mode) throws IOException {
        return open(name, mode, false);
    }

    /** `timeouts` is accepted and ignored: wwvm's connections have no timeouts of their own. */
    public static Connection open(String name, int mode, boolean timeouts) throws IOException {
        if (name == null) {
            throw new IllegalArgumentException("Null URL");
        }
        if (mode != READ && mode != WRITE && mode != READ_WRITE) {
            throw new IllegalArgumentException("Illegal mode");
        }
        int colon = name.indexOf(':');
        if (colon < 1) {
            throw new IllegalArgumentException("no ':' in URL");
        }
        String scheme = name.substring(0, colon);
        String rest = name.substring(colon + 1);
        if (scheme.equals("socket")) {
            GcfAddress a = GcfAddress.parse(rest);
            return a.isServer() ? (Connection) new SocketNotifier(a.port()) : new SocketStream(a, mode);
        }
        if (scheme.equals("datagram")) {
            return new UdpConnection(GcfAddress.parse(rest));
        }
        throw new ConnectionNotFoundException("The requested protocol does not exist " + name);
    }

    public static DataInputStream openDataInputStream(String name) throws IOException {
        return new DataInputStream(openInputStream(name));
    }

    public static DataOutputStream openDataOutputStream(String name) throws IOException {
        return new DataOutputStream(openOutputStream(name));
    }

    /** The input stream of a stream connection; closing the stream closes the connection. */
    public static InputStream openInputStream(String name) throws IOException {
        Connection c = open(name, READ);
        if (!(c instanceof InputConnection)) {
            c.close();
            throw new IllegalArgumentException("Not an input connection: " + name);
        }
        return ((InputConnection) c).openInputStream();
    }

    /** The output stream of a stream connection; closing the stream closes the connection. */
    public static OutputStream openOutputStream(String name) throws IOException {
        Connection c = open(name, WRITE);
        if (!(c instanceof OutputConnection)) {
            c.close();
            throw new IllegalArgumentException("Not an output connection: " + name);
        }
        return ((OutputConnection) c).openOutputStream();
    }
}
