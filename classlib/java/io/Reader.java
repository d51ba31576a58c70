// java.io.Reader: the character source at the root of the reader classes.
package java.io;

import java.util.Objects;

/** A source of chars; subclasses supply read(char[], int, int) and close(). */
public abstract class Reader implements Closeable {
    private static final int TRANSFER_BUFFER_SIZE = 8192;
    private static final int MAX_SKIP_BUFFER_SIZE = 8192;

    /** The object subclasses synchronize on: this reader unless a constructor was given one. */
    protected Object lock;

    protected Reader() {
        this.lock = this;
    }

    protected Reader(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    /** A reader with no characters; after close() its methods throw IOException. */
    public static Reader nullReader() {
        return new Reader() {
            private boolean closed;

            private void ensureOpen() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public int read() throws IOException {
                ensureOpen();
                return -1;
            }

            public int read(char[] cbuf, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, cbuf.length);
                ensureOpen();
                return (len == 0) ? 0 : -1;
            }

            public boolean ready() throws IOException {
                ensureOpen();
                return false;
            }

            public long skip(long n) throws IOException {
                ensureOpen();
                return 0L;
            }

            public long transferTo(Writer out) throws IOException {
                Objects.requireNonNull(out);
                ensureOpen();
                return 0L;
            }

            public void close() {
                closed = true;
            }
        };
    }

    /** The next char (0..65535), or -1 at the end of the stream. */
    public int read() throws IOException {
        char[] one = new char[1];
        return (read(one, 0, 1) == -1) ? -1 : one[0];
    }

    public int read(char[] cbuf) throws IOException {
        return read(cbuf, 0, cbuf.length);
    }

    /** Reads up to len chars into cbuf[off..]; -1 at the end of the stream. */
    public abstract int read(char[] cbuf, int off, int len) throws IOException;

    /** Skips by reading and discarding; returns the number of chars skipped. */
    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        int size = (int) Math.min(n, MAX_SKIP_BUFFER_SIZE);
        synchronized (lock) {
            char[] skipBuffer = new char[size];
            long remaining = n;
            while (remaining > 0) {
                int nc = read(skipBuffer, 0, (int) Math.min(remaining, size));
                if (nc == -1) {
                    break;
                }
                remaining -= nc;
            }
            return n - remaining;
        }
    }

    /** Whether a read would not block; false unless a subclass knows better. */
    public boolean ready() throws IOException {
        return false;
    }

    public boolean markSupported() {
        return false;
    }

    public void mark(int readAheadLimit) throws IOException {
        throw new IOException("mark() not supported");
    }

    public void reset() throws IOException {
        throw new IOException("reset() not supported");
    }

    public abstract void close() throws IOException;

    /** Copies the rest of this reader to out; returns the number of chars copied. */
    public long transferTo(Writer out) throws IOException {
        Objects.requireNonNull(out, "out");
        long transferred = 0;
        char[] buffer = new char[TRANSFER_BUFFER_SIZE];
        int nRead;
        while ((nRead = read(buffer, 0, TRANSFER_BUFFER_SIZE)) >= 0) {
            out.write(buffer, 0, nRead);
            transferred += nRead;
        }
        return transferred;
    }
}
