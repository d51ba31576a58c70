// java.net.NetFd: one socket descriptor shared by a socket and its streams, and the waits on it.
package java.net;

import java.io.IOException;

/**
 * Holds the descriptor number until close; after that every use fails with the JDK's
 * "Socket closed". Closing wakes the threads parked on the descriptor (they see it closed).
 */
final class NetFd {
    private int fd;

    NetFd(int fd) {
        this.fd = fd;
    }

    /** The open descriptor, or SocketException "Socket closed". */
    int get() throws SocketException {
        if (fd < 0) {
            throw new SocketException("Socket closed");
        }
        return fd;
    }

    /** The descriptor, or -1 once closed. */
    int number() {
        return fd;
    }

    boolean isOpen() {
        return fd >= 0;
    }

    void close() {
        int n = fd;
        if (n >= 0) {
            fd = -1;
            NetIo.close0(n);
        }
    }

    /** Parks until ready (or woken); SocketTimeoutException with `timeoutMessage` at the deadline. */
    void await(int events, long deadline, String timeoutMessage) throws IOException {
        if (!NetIo.await0(get(), events, deadline)) {
            throw new SocketTimeoutException(timeoutMessage);
        }
    }
}
