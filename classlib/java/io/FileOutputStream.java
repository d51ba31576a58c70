// java.io.FileOutputStream: writes bytes to an operating-system file descriptor through a VM native.
package java.io;

/** An output stream writing to a file descriptor. */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fdObj;
    private boolean closed;

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
    }

    /** Writes all of b[off..off+len) to the descriptor. */
    private static native void writeBytes(int fd, byte[] b, int off, int len) throws IOException;

    public void write(int b) throws IOException {
        ensureOpen();
        writeBytes(fdObj.fd(), new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        ensureOpen();
        writeBytes(fdObj.fd(), b, off, len);
    }

    /**
     * Marks the stream closed; later writes fail. The descriptor itself stays open: wwvm's file
     * streams are only the standard ones so far, and the VM keeps using those.
     */
    public void close() throws IOException {
        closed = true;
    }

    public final FileDescriptor getFD() throws IOException {
        return fdObj;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }
}
