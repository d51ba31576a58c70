// java.net.DatagramSocket: a UDP socket that sends and receives datagrams.
package java.net;

import java.io.Closeable;
import java.io.IOException;

/**
 * Bound at creation (the wildcard address, dual stack where the system has IPv6). receive
 * parks the green thread until a datagram arrives, the socket timeout passes ("Receive timed
 * out") or another thread closes the socket ("Socket closed"). connect only fixes the default
 * destination of packets that carry none.
 */
public class DatagramSocket implements Closeable {
    private NetFd fd;
    private boolean closed;
    private int timeout;
    private InetAddress connectedAddress;
    private int connectedPort = -1;

    /** Bound to an ephemeral port of every local address. */
    public DatagramSocket() throws SocketException {
        this(new InetSocketAddress(0));
    }

    public DatagramSocket(int port) throws SocketException {
        this(port, null);
    }

    public DatagramSocket(int port, InetAddress laddr) throws SocketException {
        this(new InetSocketAddress(laddr, port));
    }

    /** Bound to bindaddr; null leaves it unbound (bind later). */
    public DatagramSocket(SocketAddress bindaddr) throws SocketException {
        if (bindaddr != null) {
            bind(bindaddr);
        }
    }

    public synchronized void bind(SocketAddress addr) throws SocketException {
        NetIo.ensureOpen(closed);
        if (fd != null) {
            throw new SocketException("already bound");
        }
        InetSocketAddress local = NetIo.localAddress(addr, "Unsupported address type!");
        InetAddress a = local.getAddress();
        try {
            fd = new NetFd(NetIo.socket0(NetIo.familyOf(a), false));
            NetIo.bind0(fd.get(), a.isAnyLocalAddress() ? null : a.address, local.getPort());
        } catch (SocketException e) {
            close();
            throw e;
        }
    }

    private NetFd open() throws SocketException {
        NetIo.ensureOpen(closed);
        if (fd == null) {
            bind(null);
        }
        return fd;
    }

    public void connect(InetAddress address, int port) {
        if (address == null) {
            throw new IllegalArgumentException("Address can't be null");
        }
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("connect: " + port);
        }
        connectedAddress = address;
        connectedPort = port;
    }

    public void disconnect() {
        connectedAddress = null;
        connectedPort = -1;
    }

    public boolean isConnected() {
        return connectedAddress != null;
    }

    public InetAddress getInetAddress() {
        return connectedAddress;
    }

    public int getPort() {
        return connectedPort;
    }

    public void send(DatagramPacket p) throws IOException {
        NetFd f = open();
        InetAddress to = p.getAddress();
        int port = p.getPort();
        if (to == null) {
            if (connectedAddress == null) {
                throw new IllegalArgumentException("Address not set");
            }
            to = connectedAddress;
            port = connectedPort;
        } else if (connectedAddress != null && (!to.equals(connectedAddress) || port != connectedPort)) {
            throw new IllegalArgumentException("connected address and packet address differ");
        }
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("port out of range:" + port);
        }
        InetAddress target = to.isAnyLocalAddress() ? InetAddress.getLoopbackAddress() : to;
        for (;;) {
            int n = NetIo.sendTo0(f.get(), p.getData(), p.getOffset(), p.getLength(), target.address, port);
            if (n != NetIo.WOULD_BLOCK) {
                return;
            }
            f.await(NetIo.WRITE, NetIo.NO_DEADLINE, "Send timed out");
        }
    }

    public void receive(DatagramPacket p) throws IOException {
        NetFd f = open();
        byte[] from = new byte[16];
        int[] info = new int[2];
        long deadline = 0;
        for (;;) {
            int n = NetIo.recvFrom0(f.get(), p.getData(), p.getOffset(), p.receiveLength(), from, info);
            if (n != NetIo.WOULD_BLOCK) {
                byte[] a = new byte[info[1]];
                System.arraycopy(from, 0, a, 0, a.length);
                p.received(Math.min(n, p.receiveLength()), InetAddress.make(null, a), info[0]);
                return;
            }
            if (deadline == 0) {
                deadline = NetIo.deadline(timeout);
            }
            f.await(NetIo.READ, deadline, "Receive timed out");
        }
    }

    public void close() {
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

    public int getLocalPort() {
        if (closed) {
            return -1;
        }
        return fd == null ? 0 : NetIo.port0(fd.number(), false);
    }

    public InetAddress getLocalAddress() {
        if (closed) {
            return null;
        }
        byte[] a = fd == null ? null : NetIo.address0(fd.number(), false);
        if (a == null) {
            return InetAddress.anyLocal();
        }
        InetAddress addr = InetAddress.make(null, a);
        return addr.isAnyLocalAddress() ? InetAddress.anyLocal() : addr;
    }

    public SocketAddress getLocalSocketAddress() {
        return closed || fd == null ? null : new InetSocketAddress(getLocalAddress(), getLocalPort());
    }


    /** receive waits at most timeout milliseconds (0: forever), then SocketTimeoutException. */
    public synchronized void setSoTimeout(int timeout) throws SocketException {
        NetIo.ensureOpen(closed);
        this.timeout = NetIo.checkTimeout(timeout);
    }

    public synchronized int getSoTimeout() throws SocketException {
        NetIo.ensureOpen(closed);
        return timeout;
    }

    public void setBroadcast(boolean on) throws SocketException {
        NetIo.setOption0(open().get(), NetIo.SO_BROADCAST, on ? 1 : 0);
    }

    public boolean getBroadcast() throws SocketException {
        return NetIo.getOption0(open().get(), NetIo.SO_BROADCAST) != 0;
    }
}
