// java.net.NetIo: the natives under wwvm's sockets (classlib/natives/java_net.cpp) and the
// blocking rule every socket class follows on top of them.
package java.net;

/**
 * Every descriptor is non-blocking at the OS level. A native that would block returns
 * {@link #WOULD_BLOCK}; the caller then parks its green thread in {@link #await0} (the other
 * threads run meanwhile) and tries again. A wake-up may be spurious (an interrupt, another
 * thread closing the socket), so each caller re-checks that its socket is open and retries.
 * Deadlines are in System.nanoTime() units, the VM's clock (virtual under -Xclock:virtual).
 */
final class NetIo {
    static final int WOULD_BLOCK = -2;
    static final int READ = 1;
    static final int WRITE = 2;
    static final long NO_DEADLINE = Long.MAX_VALUE;

    // Option numbers for setOption0/getOption0.
    static final int TCP_NODELAY = 1;
    static final int SO_REUSEADDR = 2;
    static final int SO_KEEPALIVE = 3;
    static final int SO_RCVBUF = 4;
    static final int SO_SNDBUF = 5;
    static final int SO_LINGER = 6;
    static final int SO_BROADCAST = 7;

    private NetIo() {
    }

    /** The deadline `timeoutMillis` from now; 0 means none, as for setSoTimeout. */
    static long deadline(int timeoutMillis) {
        return timeoutMillis <= 0 ? NO_DEADLINE : System.nanoTime() + timeoutMillis * 1000000L;
    }

    /**
     * The local address a bind names; null names the wildcard address and an ephemeral port.
     * Throws IllegalArgumentException for another kind of SocketAddress (with `unsupported`, the
     * message the JDK's socket class gives) and SocketException for an unresolved address.
     */
    static InetSocketAddress localAddress(SocketAddress addr, String unsupported) throws SocketException {
        if (addr == null) {
            return new InetSocketAddress(0);
        }
        if (!(addr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException(unsupported);
        }
        InetSocketAddress local = (InetSocketAddress) addr;
        if (local.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        return local;
    }

    /** The socket family for a peer address: 4, 6, or 0 (dual stack) for the wildcard. */
    static int familyOf(InetAddress a) {
        if (a == null || a.isAnyLocalAddress()) {
            return 0;
        }
        return a.address.length == 4 ? 4 : 6;
    }

    static native int socket0(int family, boolean stream) throws SocketException;

    static native boolean connect0(int fd, byte[] addr, int port) throws SocketException;

    static native boolean finishConnect0(int fd) throws SocketException;

    static native void bind0(int fd, byte[] addr, int port) throws SocketException;

    static native void listen0(int fd, int backlog) throws SocketException;

    static native int accept0(int fd) throws SocketException;

    static native int recv0(int fd, byte[] b, int off, int len) throws SocketException;

    static native int send0(int fd, byte[] b, int off, int len) throws SocketException;

    static native int recvFrom0(int fd, byte[] b, int off, int len, byte[] from, int[] fromInfo)
            throws SocketException;

    static native int sendTo0(int fd, byte[] b, int off, int len, byte[] addr, int port)
            throws SocketException;

    /** Parks until fd is ready for events, is closed by another thread, or the deadline passes (false). */
    static native boolean await0(int fd, int events, long deadline);

    static native void close0(int fd);

    static native void shutdown0(int fd, int how) throws SocketException;

    static native void setOption0(int fd, int option, int value) throws SocketException;

    static native int getOption0(int fd, int option) throws SocketException;

    static native int available0(int fd);

    static native byte[] address0(int fd, boolean peer);

    static native int port0(int fd, boolean peer);

    static native byte[] lookup0(String host) throws UnknownHostException;

    static native String reverse0(byte[] addr);

    static native String hostName0();

    /** SocketException "Socket is closed" (the JDK's words) for a closed socket's calls. */
    static void ensureOpen(boolean closed) throws SocketException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
    }

    /** A setSoTimeout argument, checked as the JDK checks it. */
    static int checkTimeout(int timeout) {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout < 0");
        }
        return timeout;
    }
}
