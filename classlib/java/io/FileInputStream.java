// java.io.FileInputStream: reads bytes from a file or an operating-system file descriptor.
package java.io;

/**
 * Reads straight from the descriptor through natives (no buffering). A stream that opened its
 * file closes the descriptor on close(); one made on a given descriptor only stops using it
 * (FileDescriptor.closeOwned leaves the standard descriptors open). After close() every
 * operation that would touch the descriptor fails with "Stream Closed", the JDK's spelling
 * for file streams.
 */
public class FileInputStream extends InputStream {
    private final FileDescriptor descriptor;
    private boolean released;

    /** Opens the file; FileNotFoundException "name (reason)" if it cannot be read. */
    public FileInputStream(String name) throws FileNotFoundException {
        this(name == null ? null : new File(name));
    }

    public FileInputStream(File file) throws FileNotFoundException {
        if (file == null) {
            throw new NullPointerException();
        }
        descriptor = FileDescriptor.open(file.getPath(), FileDescriptor.READ);
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        descriptor = fdObj;
    }

    private static native int readFromFd(int fd, byte[] b, int off, int len) throws IOException;

    private static native int available0(int fd) throws IOException;

    private static native long skip0(int fd, long n) throws IOException;

    /** The open descriptor's number, or the closed-stream error. */
    private int number() throws IOException {
        if (released) {
            throw new IOException("Stream Closed");
        }
        return descriptor.fd();
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) > 0 ? one[0] & 0xff : -1;
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    /** Bounds are checked first and an empty read succeeds even when closed, as on the JDK. */
    public int read(byte[] b, int off, int len) throws IOException {
        if (Closed.badRange(off, len, b.length)) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        return readFromFd(number(), b, off, len);
    }

    /** Moves the file position; a negative n moves back, as on the JDK. */
    public long skip(long n) throws IOException {
        return skip0(number(), n);
    }

    public int available() throws IOException {
        return available0(number());
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
