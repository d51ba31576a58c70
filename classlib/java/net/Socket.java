// java.net.Socket: a TCP connection's client end (or the end ServerSocket.accept returns).
package java.net;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The descriptor is made at connect (or bind) time in the family of the address. A thread
 * blocked in connect, read or write parks and lets the other green threads run (NetIo).
 * setSoTimeout bounds each read; a connect
 * timeout bounds the connect. A failed connect drops the descriptor (a constructor's closes the
 * socket), as on the JDK. Messages are the JDK's: "Socket is closed" for a closed Socket's
 * methods, "Socket closed" from its streams or a blocked call it interrupts.
 */
public class Socket implements Closeable {
    private NetFd fd;  // null until connect or bind
    private boolean connected;
    private boolean bound;
    private boolean closed;
    private boolean inputShut;
    private boolean outputShut;
    private int timeout;
    private InputStream in;
    private OutputStream out;

    /** An unconnected socket. */
    public Socket() {
    }

    /** Connects to host (null: the loopback address) and port. */
    public Socket(String host, int port) throws UnknownHostException, IOException {
        this(host != null ? new InetSocketAddress(host, port)
                : new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
    }

    public Socket(InetAddress address, int port) throws IOException {
        this(new InetSocketAddress(checkAddress(address), port));
    }

    private Socket(InetSocketAddress endpoint) throws IOException {
        if (endpoint.isUnresolved()) {
            throw new UnknownHostException(endpoint.getHostName());
        }
        try {
            connect(endpoint);
        } catch (IOException e) {
            close();
            throw e;
        }
    }

    /** The connected end accept() made. */
    Socket(NetFd accepted) {
        fd = accepted;
        connected = true;
        bound = true;
    }

    private static InetAddress checkAddress(InetAddress address) {
        if (address == null) {
            throw new NullPointerException();
        }
        return address;
    }

    private void ensureOpen() throws SocketException {
        NetIo.ensureOpen(closed);
    }

    public void connect(SocketAddress endpoint) throws IOException {
        connect(endpoint, 0);
    }

    /** Connects within timeout milliseconds (0: no limit), else SocketTimeoutException "Connect timed out". */
    public void connect(SocketAddress endpoint, int timeout) throws IOException {
        if (endpoint == null) {
            throw new IllegalArgumentException("connect: The address can't be null");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("connect: timeout can't be negative");
        }
        ensureOpen();
        if (connected) {
            throw new SocketException("already connected");
        }
        if (!(endpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress target = (InetSocketAddress) endpoint;
        InetAddress addr = target.getAddress();
        if (addr == null) {
            throw new UnknownHostException(target.getHostName());
        }
        if (addr.isAnyLocalAddress()) {
            addr = InetAddress.getLoopbackAddress();  // the JDK connects a wildcard to this host
        }
        try {
            if (fd == null) {
                fd = new NetFd(NetIo.socket0(NetIo.familyOf(addr), true));
            }
            if (!NetIo.connect0(fd.get(), addr.address, target.getPort())) {
                long deadline = NetIo.deadline(timeout);
                while (!NetIo.finishConnect0(fd.get())) {
                    fd.await(NetIo.WRITE, deadline, "Connect timed out");
                }
            }
        } catch (IOException e) {
            // The JDK drops the descriptor but leaves the Socket itself open (isClosed false).
            if (fd != null) {
                fd.close();
                fd = null;
            }
            throw e;
        }
        connected = true;
        bound = true;
    }

    /** Binds the local end (null: the wildcard address and an ephemeral port). */
    public void bind(SocketAddress bindpoint) throws IOException {
        ensureOpen();
        if (bound) {
            throw new SocketException("Already bound");
        }
        InetSocketAddress local = NetIo.localAddress(bindpoint, "Unsupported address type");
        InetAddress addr = local.getAddress();
        try {
            fd = new NetFd(NetIo.socket0(NetIo.familyOf(addr), true));
            NetIo.bind0(fd.get(), addr.isAnyLocalAddress() ? null : addr.address, local.getPort());
        } catch (IOException e) {
            close();
            throw e;
        }
        bound = true;
    }

    public InputStream getInputStream() throws IOException {
        ensureOpen();
        if (!connected) {
            throw new SocketException("Socket is not connected");
        }
        if (inputShut) {
            throw new SocketException("Socket input is shutdown");
        }
        if (in == null) {
            in = new SocketInputStream(this);
        }
        return in;
    }

    public OutputStream getOutputStream() throws IOException {
        ensureOpen();
        if (!connected) {
            throw new SocketException("Socket is not connected");
        }
        if (outputShut) {
            throw new SocketException("Socket output is shutdown");
        }
        if (out == null) {
            out = new SocketOutputStream(this);
        }
        return out;
    }

    /** For the streams: the descriptor, or "Socket closed". */
    NetFd descriptor() throws SocketException {
        if (closed || fd == null) {
            throw new SocketException("Socket closed");
        }
        return fd;
    }

    boolean inputShut() {
        return inputShut;
    }

    boolean outputShut() {
        return outputShut;
    }

    int readTimeout() {
        return timeout;
    }

    /** Closes the connection; threads blocked on it get SocketException "Socket closed". */
    public synchronized void close() throws IOException {
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

    public boolean isConnected() {
        return connected;
    }

    public boolean isBound() {
        return bound;
    }

    public void shutdownInput() throws IOException {
        ensureOpen();
        if (!connected) {
            throw new SocketException("Socket is not connected");
        }
        if (inputShut) {
            throw new SocketException("Socket input is already shutdown");
        }
        NetIo.shutdown0(fd.get(), 0);
        inputShut = true;
    }

    public void shutdownOutput() throws IOException {
        ensureOpen();
        if (!connected) {
            throw new SocketException("Socket is not connected");
        }
        if (outputShut) {
            throw new SocketException("Socket output is already shutdown");
        }
        NetIo.shutdown0(fd.get(), 1);
        outputShut = true;
    }

    public boolean isInputShutdown() {
        return inputShut;
    }

    public boolean isOutputShutdown() {
        return outputShut;
    }

    /** Each read waits at most timeout milliseconds (0: forever), then SocketTimeoutException. */
    public synchronized void setSoTimeout(int timeout) throws SocketException {
        ensureOpen();
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can't be negative");
        }
        this.timeout = timeout;
    }

    public synchronized int getSoTimeout() throws SocketException {
        ensureOpen();
        return timeout;
    }

    private int option(int which) throws SocketException {
        ensureOpen();
        return fd == null ? 0 : NetIo.getOption0(fd.get(), which);
    }

    private void setOption(int which, int value) throws SocketException {
        ensureOpen();
        if (fd == null) {
            throw new SocketException("Socket is not connected");
        }
        NetIo.setOption0(fd.get(), which, value);
    }

    public void setTcpNoDelay(boolean on) throws SocketException {
        setOption(NetIo.TCP_NODELAY, on ? 1 : 0);
    }

    public boolean getTcpNoDelay() throws SocketException {
        return option(NetIo.TCP_NODELAY) != 0;
    }

    public void setKeepAlive(boolean on) throws SocketException {
        setOption(NetIo.SO_KEEPALIVE, on ? 1 : 0);
    }

    public boolean getKeepAlive() throws SocketException {
        return option(NetIo.SO_KEEPALIVE) != 0;
    }

    public void setReuseAddress(boolean on) throws SocketException {
        setOption(NetIo.SO_REUSEADDR, on ? 1 : 0);
    }

    public boolean getReuseAddress() throws SocketException {
        return option(NetIo.SO_REUSEADDR) != 0;
    }

    public void setSoLinger(boolean on, int linger) throws SocketException {
        if (on && linger < 0) {
            throw new IllegalArgumentException("invalid value for SO_LINGER");
        }
        setOption(NetIo.SO_LINGER, on ? Math.min(linger, 65535) : -1);
    }

    public int getSoLinger() throws SocketException {
        return option(NetIo.SO_LINGER);
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("invalid receive size");
        }
        setOption(NetIo.SO_RCVBUF, size);
    }

    public int getReceiveBufferSize() throws SocketException {
        return option(NetIo.SO_RCVBUF);
    }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("negative send size");
        }
        setOption(NetIo.SO_SNDBUF, size);
    }

    public int getSendBufferSize() throws SocketException {
        return option(NetIo.SO_SNDBUF);
    }

    /** The remote address, null when not connected. */
    public InetAddress getInetAddress() {
        if (!connected || fd == null || !fd.isOpen()) {
            return null;
        }
        byte[] a = NetIo.address0(fd.isOpen() ? fdNumber() : -1, true);
        return a == null ? null : InetAddress.make(null, a);
    }

    public int getPort() {
        return connected && fd != null && fd.isOpen() ? NetIo.port0(fdNumber(), true) : 0;
    }

    /** The local address; the wildcard address when not bound. */
    public InetAddress getLocalAddress() {
        if (!bound || fd == null || !fd.isOpen()) {
            return InetAddress.anyLocal();
        }
        byte[] a = NetIo.address0(fdNumber(), false);
        return a == null ? InetAddress.anyLocal() : InetAddress.make(null, a);
    }

    /** The local port, -1 when not bound. */
    public int getLocalPort() {
        if (!bound || fd == null || !fd.isOpen()) {
            return -1;
        }
        return NetIo.port0(fdNumber(), false);
    }

    public SocketAddress getRemoteSocketAddress() {
        InetAddress a = getInetAddress();
        return a == null ? null : new InetSocketAddress(a, getPort());
    }

    public SocketAddress getLocalSocketAddress() {
        return bound ? new InetSocketAddress(getLocalAddress(), getLocalPort()) : null;
    }

    private int fdNumber() {
        try {
            return fd.get();
        } catch (SocketException e) {
            return -1;
        }
    }

    /** "Socket[addr=/127.0.0.1,port=P,localport=L]", or "Socket[unconnected]". */
    public String toString() {
        if (connected && fd != null && fd.isOpen()) {
            return "Socket[addr=" + getInetAddress() + ",port=" + getPort() + ",localport=" + getLocalPort() + "]";
        }
        return "Socket[unconnected]";
    }
}
