// java.net.SocketOutputStream: the bytes a Socket sends.
package java.net;

import java.io.IOException;
import java.io.OutputStream;

/** Writes everything before returning, parking while the send buffer is full (no timeout). */
final class SocketOutputStream extends OutputStream {
    private final Socket socket;

    SocketOutputStream(Socket socket) {
        this.socket = socket;
    }

    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        NetFd fd = socket.descriptor();
        if (socket.outputShut()) {
            throw new SocketException("Socket output is shutdown");
        }
        while (len > 0) {
            int n = NetIo.send0(fd.get(), b, off, len);
            if (n == NetIo.WOULD_BLOCK) {
                fd.await(NetIo.WRITE, NetIo.NO_DEADLINE, "Write timed out");
                continue;
            }
            off += n;
            len -= n;
        }
    }

    /** Closes the socket, as on the JDK. */
    public void close() throws IOException {
        socket.close();
    }
}
