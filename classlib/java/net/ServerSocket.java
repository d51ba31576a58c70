// java.net.ServerSocket: a listening TCP socket that accepts connections.
package java.net;

import java.io.Closeable;
import java.io.IOException;

/**
 * Binds with SO_REUSEADDR on, as the JDK does on Unix. A wildcard bind listens on IPv6 and IPv4
 * at once where the system has IPv6, and shows as 0.0.0.0. accept parks the green thread until
 * a connection arrives, the socket timeout passes ("Accept timed out") or another thread closes
 * the socket ("Socket closed").
 */
public class ServerSocket implements Closeable {
    private NetFd fd;  // null until bound
    private boolean closed;
    private int timeout;

    /** An unbound server socket. */
    public ServerSocket() throws IOException {
    }

    /** Listens on port (0: an ephemeral port) of every local address. */
    public ServerSocket(int port) throws IOException {
        this(port, 50, null);
    }

    public ServerSocket(int port, int backlog) throws IOException {
        this(port, backlog, null);
    }

    /** Listens on port of bindAddr (null: every local address). */
    public ServerSocket(int port, int backlog, InetAddress bindAddr) throws IOException {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("Port value out of range: " + port);
        }
        bind(new InetSocketAddress(bindAddr, port), backlog);
    }

    public void bind(SocketAddress endpoint) throws IOException {
        bind(endpoint, 50);
    }

    public void bind(SocketAddress endpoint, int backlog) throws IOException {
        NetIo.ensureOpen(closed);
        if (fd != null) {
            throw new SocketException("Already bound");
        }
        InetSocketAddress local = NetIo.localAddress(endpoint, "Unsupported address type");
        InetAddress addr = local.getAddress();
        try {
            fd = new NetFd(NetIo.socket0(NetIo.familyOf(addr), true));
            NetIo.setOption0(fd.get(), NetIo.SO_REUSEADDR, 1);
            NetIo.bind0(fd.get(), addr.isAnyLocalAddress() ? null : addr.address, local.getPort());
            NetIo.listen0(fd.get(), backlog < 1 ? 50 : backlog);
        } catch (IOException e) {
            close();
            throw e;
        }
    }

    /** Waits for a connection and returns its socket. */
    public Socket accept() throws IOException {
        NetIo.ensureOpen(closed);
        if (fd == null) {
            throw new SocketException("Socket is not bound yet");
        }
        long deadline = 0;
        for (;;) {
            int n = NetIo.accept0(fd.get());
            if (n != NetIo.WOULD_BLOCK) {
                return new Socket(new NetFd(n));
            }
            if (deadline == 0) {
                deadline = NetIo.deadline(timeout);
            }
            fd.await(NetIo.READ, deadline, "Accept timed out");
        }
    }

    public void close() throws IOException {
        if (!closed) {
            closed = true;
            if (fd != null) {
                fd.close();
            }
        }
    }

    public boolean isClosed() {
        return closed;
    }

    public boolean isBound() {
        return fd != null;
    }

    /** The local address, null when not bound. */
    public InetAddress getInetAddress() {
        if (fd == null || !fd.isOpen()) {
            return null;
        }
        byte[] a = NetIo.address0(fd.number(), false);
        if (a == null) {
            return null;
        }
        InetAddress addr = InetAddress.make(null, a);
        return addr.isAnyLocalAddress() ? InetAddress.anyLocal() : addr;
    }

    /** The local port, -1 when not bound. */
    public int getLocalPort() {
        return fd == null || !fd.isOpen() ? -1 : NetIo.port0(fd.number(), false);
    }

    public SocketAddress getLocalSocketAddress() {
        return fd == null || !fd.isOpen() ? null : new InetSocketAddress(getInetAddress(), getLocalPort());
    }


    /** accept waits at most timeout milliseconds (0: forever), then SocketTimeoutException. */
    public synchronized void setSoTimeout(int timeout) throws SocketException {
        NetIo.ensureOpen(closed);
        this.timeout = NetIo.checkTimeout(timeout);
    }

    public synchronized int getSoTimeout() throws IOException {
        NetIo.ensureOpen(closed);
        return timeout;
    }

    public void setReuseAddress(boolean on) throws SocketException {
        NetIo.ensureOpen(closed);
        if (fd != null) {
            NetIo.setOption0(fd.get(), NetIo.SO_REUSEADDR, on ? 1 : 0);
        }
    }

    public boolean getReuseAddress() throws SocketException {
        NetIo.ensureOpen(closed);
        return fd == null || NetIo.getOption0(fd.get(), NetIo.SO_REUSEADDR) != 0;
    }

    /** "ServerSocket[addr=0.0.0.0/0.0.0.0,localport=P]", or "ServerSocket[unbound]". */
    public String toString() {
        if (fd == null || !fd.isOpen()) {
            return "ServerSocket[unbound]";
        }
        return "ServerSocket[addr=" + getInetAddress() + ",localport=" + getLocalPort() + "]";
    }
}
