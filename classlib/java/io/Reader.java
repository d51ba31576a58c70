// java.io.Reader: the character source at the root of the reader classes.
package java.io;

import java.util.Objects;

/**
 * Subclasses supply read(char[], int, int) and close(); read() and skip() are built on it.
 * {@code lock} (protected API) is the object subclasses synchronise on: the reader itself
 * unless a constructor names another.
 */
public abstract class Reader implements Closeable {
    private static final int CHUNK = 8192;

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
            private boolean shut;

            private void live() throws IOException {
                if (shut) {
                    throw Closed.error();
                }
            }

            public int read() throws IOException {
                live();
                return -1;
            }

            public int read(char[] cbuf, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, cbuf.length);
                live();
                return len == 0 ? 0 : -1;
            }

            public boolean ready() throws IOException {
                live();
                return false;
            }

            public long skip(long n) throws IOException {
                live();
                return 0L;
            }

            public long transferTo(Writer out) throws IOException {
                Objects.requireNonNull(out);
                live();
                return 0L;
            }

            public void close() {
                shut = true;
            }
        };
    }

    public int read() throws IOException {
        char[] one = new char[1];
        return read(one, 0, 1) < 0 ? -1 : one[0];
    }

    public int read(char[] cbuf) throws IOException {
        return read(cbuf, 0, cbuf.length);
    }

    public abstract int read(char[] cbuf, int off, int len) throws IOException;

    /** Skips by reading into a scratch array; stops early at the end of input. */
    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        int step = (int) Math.min(n, (long) CHUNK);
        synchronized (lock) {
            char[] scratch = new char[step];
            long left = n;
            while (left > 0) {
                int got = read(scratch, 0, (int) Math.min(left, (long) step));
                if (got < 0) {
                    break;
                }
                left -= got;
            }
            return n - left;
        }
    }

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

    public long transferTo(Writer out) throws IOException {
        Objects.requireNonNull(out, "out");
        char[] chunk = new char[CHUNK];
        long moved = 0;
        for (int n; (n = read(chunk, 0, CHUNK)) >= 0; ) {
            out.write(chunk, 0, n);
            moved += n;
        }
        return moved;
    }
}
