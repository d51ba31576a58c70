// java.io.FileDescriptor: an operating-system file descriptor number, and the natives that open
// and close files for the file streams.
package java.io;

/** A handle to an open file or stream of the operating system. */
public final class FileDescriptor {
    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    static final int READ = 0;
    static final int WRITE = 1;
    static final int APPEND = 2;

    /** The descriptor number, -1 when invalid. */
    private int fd;

    /** An invalid descriptor. */
    public FileDescriptor() {
        fd = -1;
    }

    private FileDescriptor(int fd) {
        this.fd = fd;
    }

    /** Whether this descriptor is open. */
    public boolean valid() {
        return fd != -1;
    }

    /** Nothing to do: wwvm's file streams write straight to the descriptor. */
    public void sync() throws SyncFailedException {
        if (fd == -1) {
            throw new SyncFailedException("sync failed");
        }
    }

    /** The number, for the file streams of this package. */
    int fd() {
        return fd;
    }

    /** Opens path (READ, WRITE from empty, or APPEND); FileNotFoundException "path (reason)". */
    static FileDescriptor open(String path, int mode) throws FileNotFoundException {
        if (path.indexOf('\u0000') >= 0) {
            throw new FileNotFoundException("Invalid file path");
        }
        return new FileDescriptor(open0(path, mode));
    }

    /** Closes a descriptor this package opened; the standard ones stay open for the VM. */
    void closeOwned() throws IOException {
        int n = fd;
        if (n > 2) {
            fd = -1;
            close0(n);
        }
    }

    private static native int open0(String path, int mode) throws FileNotFoundException;

    private static native void close0(int fd) throws IOException;
}
