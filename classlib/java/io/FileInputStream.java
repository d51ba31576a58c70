// java.io.FileInputStream: reads bytes from an operating-system file descriptor through a VM native.
package java.io;

/** An input stream reading from a file descriptor. */
public class FileInputStream extends InputStream {
    private final FileDescriptor fdObj;
    private boolean closed;

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
    }

    /** Reads up to len bytes (blocking only the calling Java thread); -1 at the end of input. */
    private static native int readBytes(int fd, byte[] b, int off, int len) throws IOException;

    public int read() throws IOException {
        byte[] one = new byte[1];
        return (read(one, 0, 1) <= 0) ? -1 : (one[0] & 0xff);
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (closed) {
            throw new IOException("Stream Closed");
        }
        if (len == 0) {
            return 0;
        }
        return readBytes(fdObj.fd(), b, off, len);
    }

    /** wwvm cannot ask the descriptor without blocking yet, so it never promises bytes. */
    public int available() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        return 0;
    }

    public void close() throws IOException {
        closed = true;
    }

    public final FileDescriptor getFD() throws IOException {
        return fdObj;
    }
}
