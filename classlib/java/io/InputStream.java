// java.io.InputStream: the byte source at the root of the input stream classes.
package java.io;

import java.util.Arrays;
import java.util.Objects;

/**
 * A source of bytes; subclasses supply read() and usually a faster bulk read. The bulk
 * operations here (readNBytes, skip, transferTo) move data through a scratch array of
 * {@code CHUNK} bytes allocated per call.
 */
public abstract class InputStream implements Closeable {
    private static final int CHUNK = 8192;
    private static final int SKIP_CHUNK = 2048;

    public InputStream() {
    }

    /** A stream with no bytes; after close() its methods throw IOException("Stream closed"). */
    public static InputStream nullInputStream() {
        return new InputStream() {
            private boolean shut;

            private void live() throws IOException {
                if (shut) {
                    throw Closed.error();
                }
            }

            public int available() throws IOException {
                live();
                return 0;
            }

            public int read() throws IOException {
                live();
                return -1;
            }

            public int read(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                if (len == 0) {
                    return 0;
                }
                live();
                return -1;
            }

            public byte[] readAllBytes() throws IOException {
                live();
                return new byte[0];
            }

            public int readNBytes(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                live();
                return 0;
            }

            public byte[] readNBytes(int len) throws IOException {
                if (len < 0) {
                    throw new IllegalArgumentException("len < 0");
                }
                live();
                return new byte[0];
            }

            public long skip(long n) throws IOException {
                live();
                return 0L;
            }

            public long transferTo(OutputStream out) throws IOException {
                Objects.requireNonNull(out);
                live();
                return 0L;
            }

            public void close() throws IOException {
                shut = true;
            }
        };
    }

    public abstract int read() throws IOException;

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    /**
     * Reads through read(): blocks for the first byte only; an IOException after some bytes
     * were read ends the call early with what was read.
     */
    public int read(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        int first = read();
        if (first < 0) {
            return -1;
        }
        b[off] = (byte) first;
        int n = 1;
        try {
            while (n < len) {
                int c = read();
                if (c < 0) {
                    break;
                }
                b[off + n++] = (byte) c;
            }
        } catch (IOException stopEarly) {
            // the bytes already stored are returned; the next call sees the failure again
        }
        return n;
    }

    public byte[] readAllBytes() throws IOException {
        return readNBytes(Integer.MAX_VALUE);
    }

    /** Reads until len bytes or the end of the stream, one chunk after another. */
    public byte[] readNBytes(int len) throws IOException {
        if (len < 0) {
            throw new IllegalArgumentException("len < 0");
        }
        byte[] all = new byte[Math.min(len, CHUNK)];
        int have = 0;
        while (have < len) {
            if (have == all.length) {
                long larger = Math.min((long) len, 2L * all.length);
                if (larger > Integer.MAX_VALUE - 8) {
                    if (all.length >= Integer.MAX_VALUE - 8) {
                        throw new OutOfMemoryError("Required array size too large");
                    }
                    larger = Integer.MAX_VALUE - 8;
                }
                all = Arrays.copyOf(all, (int) larger);
            }
            int n = read(all, have, all.length - have);
            if (n < 0) {
                break;
            }
            have += n;
        }
        return have == all.length ? all : Arrays.copyOf(all, have);
    }

    public int readNBytes(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        int have = 0;
        while (have < len) {
            int n = read(b, off + have, len - have);
            if (n < 0) {
                break;
            }
            have += n;
        }
        return have;
    }

    /** Skips by reading into a scratch array; stops early at the end of the stream. */
    public long skip(long n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        byte[] scratch = new byte[(int) Math.min((long) SKIP_CHUNK, n)];
        long left = n;
        while (left > 0) {
            int got = read(scratch, 0, (int) Math.min((long) scratch.length, left));
            if (got < 0) {
                break;
            }
            left -= got;
        }
        return n - left;
    }

    /** skip() until exactly n bytes are gone; a byte-wise read() when skip makes no progress. */
    public void skipNBytes(long n) throws IOException {
        while (n > 0) {
            long skipped = skip(n);
            if (skipped == 0) {
                if (read() < 0) {
                    throw new EOFException();
                }
                n--;
            } else if (skipped > 0 && skipped <= n) {
                n -= skipped;
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

    public long transferTo(OutputStream out) throws IOException {
        Objects.requireNonNull(out, "out");
        byte[] chunk = new byte[CHUNK];
        long moved = 0;
        for (int n; (n = read(chunk, 0, CHUNK)) >= 0; ) {
            out.write(chunk, 0, n);
            moved += n;
        }
        return moved;
    }
}
