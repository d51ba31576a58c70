// java.io.BufferedInputStream: reads another stream in blocks and supports mark/reset.
package java.io;

/**
 * The protected fields are the class's documented state: {@code buf[pos, count)} are the bytes
 * not yet delivered, {@code markpos} is the marked position in buf (-1: none) and
 * {@code marklimit} how far reading may go past it before the mark may be dropped. Closing sets
 * buf to null, which is how every operation tells a closed stream.
 *
 * The buffer is only reorganised when it runs dry ({@link #refill}); the mark is dropped at that
 * moment only if keeping it would need a buffer larger than marklimit.
 */
public class BufferedInputStream extends FilterInputStream {
    private static final int DEFAULT_SIZE = 8192;

    protected volatile byte[] buf;
    protected int count;
    protected int pos;
    protected int markpos = -1;
    protected int marklimit;

    public BufferedInputStream(InputStream in) {
        this(in, DEFAULT_SIZE);
    }

    public BufferedInputStream(InputStream in, int size) {
        super(in);
        if (size <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        buf = new byte[size];
    }

    /** The underlying stream, or the closed-stream error. */
    private InputStream source() throws IOException {
        InputStream s = in;
        if (s == null || buf == null) {
            throw Closed.error();
        }
        return s;
    }

    /**
     * Called when pos == count: makes room behind the marked bytes (or at the start when no
     * mark is kept) and reads once from the source into the free space.
     */
    private void refill() throws IOException {
        byte[] b = Closed.check(buf);
        if (markpos < 0) {
            pos = 0;
        } else if (pos >= b.length) {
            int kept = pos - markpos;
            if (markpos > 0) {
                System.arraycopy(b, markpos, b, 0, kept);
            } else if (b.length >= marklimit) {
                kept = 0;
                markpos = -1;
            } else {
                int larger = (int) Math.min((long) b.length * 2, (long) marklimit);
                byte[] grown = new byte[larger];
                System.arraycopy(b, 0, grown, 0, kept);
                b = grown;
                buf = grown;
            }
            if (markpos >= 0) {
                markpos = 0;
            }
            pos = kept;
        }
        count = pos;
        int got = source().read(b, pos, b.length - pos);
        if (got > 0) {
            count = pos + got;
        }
    }

    public synchronized int read() throws IOException {
        if (pos >= count) {
            refill();
            if (pos >= count) {
                return -1;
            }
        }
        return Closed.check(buf)[pos++] & 0xff;
    }

    /** One transfer: buffered bytes, or a direct read for a large request with no mark. */
    private int readOnce(byte[] b, int off, int len) throws IOException {
        int ready = count - pos;
        if (ready <= 0) {
            if (markpos < 0 && len >= Closed.check(buf).length) {
                return source().read(b, off, len);
            }
            refill();
            ready = count - pos;
            if (ready <= 0) {
                return -1;
            }
        }
        int n = Math.min(ready, len);
        System.arraycopy(buf, pos, b, off, n);
        pos += n;
        return n;
    }

    public synchronized int read(byte[] b, int off, int len) throws IOException {
        Closed.check(buf);
        if (Closed.badRange(off, len, b.length)) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int total = 0;
        for (;;) {
            int n = readOnce(b, off + total, len - total);
            if (n <= 0) {
                return total == 0 ? n : total;
            }
            total += n;
            if (total >= len) {
                return total;
            }
            InputStream s = in;
            if (s != null && s.available() <= 0) {
                return total;
            }
        }
    }

    public synchronized long skip(long n) throws IOException {
        Closed.check(buf);
        if (n <= 0) {
            return 0;
        }
        long ready = count - pos;
        if (ready <= 0) {
            if (markpos < 0) {
                return source().skip(n);
            }
            refill();
            ready = count - pos;
            if (ready <= 0) {
                return 0;
            }
        }
        long step = Math.min(ready, n);
        pos += (int) step;
        return step;
    }

    public synchronized int available() throws IOException {
        int buffered = count - pos;
        int more = source().available();
        return buffered > Integer.MAX_VALUE - more ? Integer.MAX_VALUE : buffered + more;
    }

    public synchronized void mark(int readlimit) {
        marklimit = readlimit;
        markpos = pos;
    }

    public synchronized void reset() throws IOException {
        Closed.check(buf);
        if (markpos < 0) {
            throw new IOException("Resetting to invalid mark");
        }
        pos = markpos;
    }

    public boolean markSupported() {
        return true;
    }

    public void close() throws IOException {
        InputStream s;
        synchronized (this) {
            if (buf == null) {
                return;
            }
            buf = null;
            s = in;
            in = null;
        }
        if (s != null) {
            s.close();
        }
    }
}
