// java.io.FileInputStream: reads bytes from a file or an operating-system file descriptor.
package java.io;

/** An input stream reading from a file descriptor: one opened for a file, or a standard one. */
public class FileInputStream extends InputStream {
    private final FileDescriptor fdObj;
    /** The path opened, or null for a stream on a given descriptor. */
    private final String path;
    private boolean closed;

    /** Opens the file; FileNotFoundException "name (reason)" if it cannot be read. */
    public FileInputStream(String name) throws FileNotFoundException {
        this((name != null) ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        if (file == null) {
            throw new NullPointerException();
        }
        this.path = file.getPath();
        this.fdObj = FileDescriptor.open(path, FileDescriptor.READ);
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
        this.path = null;
    }

    /** Reads up to len bytes (blocking only the calling Java thread); -1 at the end of input. */
    private static native int readBytes(int fd, byte[] b, int off, int len) throws IOException;

    private static native int available0(int fd) throws IOException;

    private static native long skip0(int fd, long n) throws IOException;

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
        ensureOpen();
        if (len == 0) {
            return 0;
        }
        return readBytes(fdObj.fd(), b, off, len);
    }

    /** Moves the file position on; a regular file may be skipped past its end, as on the JDK. */
    public long skip(long n) throws IOException {
        ensureOpen();
        if (n <= 0) {
            return 0;
        }
        return skip0(fdObj.fd(), n);
    }

    /** The bytes left in a regular file, or those queued on a pipe or terminal. */
    public int available() throws IOException {
        ensureOpen();
        return available0(fdObj.fd());
    }

    /** Closes the file; a stream on a standard descriptor only marks itself closed. */
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        if (path != null) {
            fdObj.closeOwned();
        }
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
