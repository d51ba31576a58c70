// java.net.SocketInputStream: the bytes a Socket receives, with its read timeout.
package java.net;

import java.io.IOException;
import java.io.InputStream;

/** Reads what has arrived (at least one byte), parking while nothing has; -1 at the end. */
final class SocketInputStream extends InputStream {
    private final Socket socket;

    SocketInputStream(Socket socket) {
        this.socket = socket;
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) > 0 ? one[0] & 0xff : -1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        NetFd fd = socket.descriptor();
        if (socket.inputShut()) {
            return -1;
        }
        if (len == 0) {
            return 0;
        }
        long deadline = 0;
        for (;;) {
            int n = NetIo.recv0(fd.get(), b, off, len);
            if (n != NetIo.WOULD_BLOCK) {
                return n;
            }
            if (deadline == 0) {
                deadline = NetIo.deadline(socket.readTimeout());
            }
            fd.await(NetIo.READ, deadline, "Read timed out");
        }
    }

    public int available() throws IOException {
        NetFd fd = socket.descriptor();
        return socket.inputShut() ? 0 : NetIo.available0(fd.get());
    }

    /** Closes the socket, as on the JDK. */
    public void close() throws IOException {
        socket.close();
    }
}
