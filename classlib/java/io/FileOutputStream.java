// java.io.FileOutputStream: writes bytes to a file (replacing or appending) or to an
// operating-system file descriptor.
package java.io;

/** An output stream writing to a file descriptor: one opened for a file, or a standard one. */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fdObj;
    /** The path opened, or null for a stream on a given descriptor. */
    private final String path;
    private boolean closed;

    /** Creates or truncates the file; FileNotFoundException "name (reason)" on failure. */
    public FileOutputStream(String name) throws FileNotFoundException {
        this((name != null) ? new File(name) : null, false);
    }

    /** With append, writes go to the end of an existing file. */
    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this((name != null) ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        if (file == null) {
            throw new NullPointerException();
        }
        this.path = file.getPath();
        this.fdObj = FileDescriptor.open(path, append ? FileDescriptor.APPEND : FileDescriptor.WRITE);
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
        this.path = null;
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
     * Closes the file. A stream on a standard descriptor only marks itself closed: the VM keeps
     * using standard output and error.
     */
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
