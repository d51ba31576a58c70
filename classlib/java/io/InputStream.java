// java.io.InputStream: the byte source at the root of the input stream classes.
package java.io;

import java.util.Objects;

/** A source of bytes; subclasses supply read() and usually a faster bulk read. */
public abstract class InputStream implements Closeable {
    private static final int MAX_SKIP_BUFFER_SIZE = 2048;
    private static final int BUFFER_SIZE = 8192;

    public InputStream() {
    }

    /** A stream with no bytes; after close() its methods throw IOException. */
    public static InputStream nullInputStream() {
        return new InputStream() {
            private boolean closed;

            private void ensureOpen() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public int available() throws IOException {
                ensureOpen();
                return 0;
            }

            public int read() throws IOException {
                ensureOpen();
                return -1;
            }

            public int read(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                if (len == 0) {
                    return 0;
                }
                ensureOpen();
                return -1;
            }

            public byte[] readAllBytes() throws IOException {
                ensureOpen();
                return new byte[0];
            }

            public int readNBytes(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                ensureOpen();
                return 0;
            }

            public byte[] readNBytes(int len) throws IOException {
                if (len < 0) {
                    throw new IllegalArgumentException("len < 0");
                }
                ensureOpen();
                return new byte[0];
            }

            public long skip(long n) throws IOException {
                ensureOpen();
                return 0L;
            }

            public long transferTo(OutputStream out) throws IOException {
                Objects.requireNonNull(out);
                ensureOpen();
                return 0L;
            }

            public void close() throws IOException {
                closed = true;
            }
        };
    }

    /** The next byte (0..255), or -1 at the end of the stream. */
    public abstract int read() throws IOException;

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    /**
     * Reads up to len bytes with read(); an IOException after the first byte ends the read
     * early instead of losing the bytes already read.
     */
    public int read(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        int c = read();
        if (c == -1) {
            return -1;
        }
        b[off] = (byte) c;
        int i = 1;
        try {
            for (; i < len; i++) {
                c = read();
                if (c == -1) {
                    break;
                }
                b[off + i] = (byte) c;
            }
        } catch (IOException e) {
            // keep what was read
        }
        return i;
    }

    public byte[] readAllBytes() throws IOException {
        return readNBytes(Integer.MAX_VALUE);
    }

    /** Reads until len bytes or the end of the stream. */
    public byte[] readNBytes(int len) throws IOException {
        if (len < 0) {
            throw new IllegalArgumentException("len < 0");
        }
        byte[] result = new byte[Math.min(len, BUFFER_SIZE)];
        int total = 0;
        while (total < len) {
            if (total == result.length) {
                int grown = (int) Math.min((long) len, Math.max(2L * result.length, BUFFER_SIZE));
                byte[] bigger = new byte[grown];
                System.arraycopy(result, 0, bigger, 0, total);
                result = bigger;
            }
            int n = read(result, total, result.length - total);
            if (n < 0) {
                break;
            }
            total += n;
        }
        if (total == result.length) {
            return result;
        }
        byte[] exact = new byte[total];
        System.arraycopy(result, 0, exact, 0, total);
        return exact;
    }

    /** Fills b[off..off+len) unless the stream ends first; returns the number of bytes read. */
    public int readNBytes(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int count = read(b, off + n, len - n);
            if (count < 0) {
                break;
            }
            n += count;
        }
        return n;
    }

    /** Skips by reading and discarding; returns the number of bytes skipped. */
    public long skip(long n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long remaining = n;
        int size = (int) Math.min(MAX_SKIP_BUFFER_SIZE, remaining);
        byte[] skipBuffer = new byte[size];
        while (remaining > 0) {
            int nr = read(skipBuffer, 0, (int) Math.min(size, remaining));
            if (nr < 0) {
                break;
            }
            remaining -= nr;
        }
        return n - remaining;
    }

    /**
     * Skips exactly n bytes: skip() while it makes progress, then single reads; EOFException if
     * the stream ends first.
     */
    public void skipNBytes(long n) throws IOException {
        while (n > 0) {
            long ns = skip(n);
            if (ns > 0 && ns <= n) {
                n -= ns;
            } else if (ns == 0) {
                if (read() == -1) {
                    throw new EOFException();
                }
                n--;
            } else {
                throw new IOException("Unable to skip exactly");
            }
        }
    }

    public int available() throws IOException {
        return 0;
    }

    public void close() throws IOException {
    }

    public synchronized void mark(int readlimit) {
    }

    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    public boolean markSupported() {
        return false;
    }

    /** Copies the rest of this stream to out; returns the number of bytes copied. */
    public long transferTo(OutputStream out) throws IOException {
        Objects.requireNonNull(out, "out");
        long transferred = 0;
        byte[] buffer = new byte[BUFFER_SIZE];
        int read;
        while ((read = read(buffer, 0, BUFFER_SIZE)) >= 0) {
            out.write(buffer, 0, read);
            transferred += read;
        }
        return transferred;
    }
}
