// java.io.ByteArrayInputStream: an input stream over (part of) a byte array.
package java.io;

import java.util.Objects;

/** Reads bytes from an array; mark/reset are supported and close() has no effect. */
public class ByteArrayInputStream extends InputStream {
    /** The bytes; buf[pos..count) are still to be read. */
    protected byte[] buf;
    protected int pos;
    /** Where reset() returns to: the offset given to the constructor until mark() is called. */
    protected int mark = 0;
    /** One past the last readable index. */
    protected int count;

    public ByteArrayInputStream(byte[] buf) {
        this.buf = buf;
        this.pos = 0;
        this.count = buf.length;
    }

    /** Reads buf[offset..offset+length), clipped to the array. */
    public ByteArrayInputStream(byte[] buf, int offset, int length) {
        this.buf = buf;
        this.pos = offset;
        this.count = Math.min(offset + length, buf.length);
        this.mark = offset;
    }

    public synchronized int read() {
        return (pos < count) ? (buf[pos++] & 0xff) : -1;
    }

    public synchronized int read(byte[] b, int off, int len) {
        Objects.checkFromIndexSize(off, len, b.length);
        if (pos >= count) {
            return -1;
        }
        int avail = count - pos;
        if (len > avail) {
            len = avail;
        }
        if (len <= 0) {
            return 0;
        }
        System.arraycopy(buf, pos, b, off, len);
        pos += len;
        return len;
    }

    public synchronized byte[] readAllBytes() {
        byte[] result = new byte[count - pos];
        System.arraycopy(buf, pos, result, 0, result.length);
        pos = count;
        return result;
    }

    public int readNBytes(byte[] b, int off, int len) {
        int n = read(b, off, len);
        return (n == -1) ? 0 : n;
    }

    public synchronized long transferTo(OutputStream out) throws IOException {
        int len = count - pos;
        out.write(buf, pos, len);
        pos = count;
        return len;
    }

    /** Skips up to n bytes (never past the end); a negative n skips nothing. */
    public synchronized long skip(long n) {
        long k = count - pos;
        if (n < k) {
            k = (n < 0) ? 0 : n;
        }
        pos += (int) k;
        return k;
    }

    public synchronized int available() {
        return count - pos;
    }

    public boolean markSupported() {
        return true;
    }

    /** Marks the current position; the read-ahead limit is irrelevant for an array. */
    public void mark(int readAheadLimit) {
        mark = pos;
    }

    public synchronized void reset() {
        pos = mark;
    }

    public void close() throws IOException {
    }
}
