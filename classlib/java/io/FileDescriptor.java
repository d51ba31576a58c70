// java.io.FileDescriptor: an operating-system file descriptor number (only the standard streams for now).
package java.io;

/** A handle to an open file or stream of the operating system. */
public final class FileDescriptor {
    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    /** The descriptor number, -1 when invalid. */
    private int fd;

    /** An invalid descriptor. */
    public FileDescriptor() {
        fd = -1;
    }

    private FileDescriptor(int fd) {
        this.fd = fd;
    }

    public boolean valid() {
        return fd != -1;
    }

    /** The number, for the file streams of this package. */
    int fd() {
        return fd;
    }
}
