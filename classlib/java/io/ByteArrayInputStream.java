// java.io.ByteArrayInputStream: an input stream over (part of) a byte array.
package java.io;

import java.util.Arrays;
import java.util.Objects;

/**
 * All state is the protected API: bytes {@code buf[pos, count)} are still to be read and
 * {@code mark} is where reset() returns. Closing changes nothing.
 */
public class ByteArrayInputStream extends InputStream {
    protected byte[] buf;
    protected int pos;
    protected int mark;
    protected int count;

    public ByteArrayInputStream(byte[] buf) {
        this.buf = buf;
        this.count = buf.length;
    }

    public ByteArrayInputStream(byte[] buf, int offset, int length) {
        this.buf = buf;
        this.pos = offset;
        this.mark = offset;
        this.count = (int) Math.min((long) offset + length, (long) buf.length);
    }

    public synchronized int read() {
        return pos < count ? buf[pos++] & 0xff : -1;
    }

    public synchronized int read(byte[] b, int off, int len) {
        Objects.checkFromIndexSize(off, len, b.length);
        if (pos >= count) {
            return -1;
        }
        int n = Math.min(len, count - pos);
        if (n <= 0) {
            return 0;
        }
        System.arraycopy(buf, pos, b, off, n);
        pos += n;
        return n;
    }

    public synchronized byte[] readAllBytes() {
        byte[] rest = Arrays.copyOfRange(buf, pos, count);
        pos = count;
        return rest;
    }

    public int readNBytes(byte[] b, int off, int len) {
        int n = read(b, off, len);
        return n < 0 ? 0 : n;
    }

    public synchronized long transferTo(OutputStream out) throws IOException {
        int n = count - pos;
        out.write(buf, pos, n);
        pos = count;
        return n;
    }

    public synchronized long skip(long n) {
        long step = Math.max(0L, Math.min(n, (long) (count - pos)));
        pos += (int) step;
        return step;
    }

    public synchronized int available() {
        return count - pos;
    }

    public boolean markSupported() {
        return true;
    }

    /** The read-ahead limit means nothing here: the whole array stays available. */
    public void mark(int readAheadLimit) {
        mark = pos;
    }

    public synchronized void reset() {
        pos = mark;
    }

    public void close() throws IOException {
    }
}
