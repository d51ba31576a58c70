// java.io.FileOutputStream: writes bytes to a file (replacing or appending) or a descriptor.
package java.io;

/**
 * Writes straight to the descriptor through a native (no buffering). Closing works as for
 * FileInputStream: an opened file's descriptor is closed, a given one only left alone, and
 * later writes fail with "Stream Closed".
 */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor descriptor;
    private boolean released;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name == null ? null : new File(name), append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    /** Opens the file; FileNotFoundException "name (reason)" if it cannot be written. */
    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        if (file == null) {
            throw new NullPointerException();
        }
        descriptor = FileDescriptor.open(file.getPath(),
                append ? FileDescriptor.APPEND : FileDescriptor.WRITE);
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        descriptor = fdObj;
    }

    private static native void writeToFd(int fd, byte[] b, int off, int len) throws IOException;

    private int number() throws IOException {
        if (released) {
            throw new IOException("Stream Closed");
        }
        return descriptor.fd();
    }

    public void write(int b) throws IOException {
        writeToFd(number(), new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    /** Bounds are checked first and an empty write succeeds even when closed, as on the JDK. */
    public void write(byte[] b, int off, int len) throws IOException {
        if (Closed.badRange(off, len, b.length)) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return;
        }
        writeToFd(number(), b, off, len);
    }

    public void close() throws IOException {
        if (!released) {
            released = true;
            descriptor.closeOwned();
        }
    }

    public final FileDescriptor getFD() throws IOException {
        return descriptor;
    }
}
