// java.io.ByteArrayOutputStream: an output stream that collects its bytes in a growing array.
package java.io;

import java.util.Arrays;
import java.util.Objects;

/** {@code buf[0, count)} (protected API) holds what was written; the array at least doubles. */
public class ByteArrayOutputStream extends OutputStream {
    protected byte[] buf;
    protected int count;

    public ByteArrayOutputStream() {
        this(32);
    }

    public ByteArrayOutputStream(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("Negative initial size: " + size);
        }
        buf = new byte[size];
    }

    /** Makes buf hold at least {@code extra} more bytes after count. */
    private void reserve(int extra) {
        int needed = count + extra;
        if (needed < 0) {
            throw new OutOfMemoryError("Required array length too large");
        }
        if (needed <= buf.length) {
            return;
        }
        long doubled = 2L * buf.length;
        int length = doubled > Integer.MAX_VALUE - 8 ? Math.max(needed, Integer.MAX_VALUE - 8)
                                                     : Math.max(needed, (int) doubled);
        buf = Arrays.copyOf(buf, length);
    }

    public synchronized void write(int b) {
        reserve(1);
        buf[count++] = (byte) b;
    }

    public synchronized void write(byte[] b, int off, int len) {
        Objects.checkFromIndexSize(off, len, b.length);
        reserve(len);
        System.arraycopy(b, off, buf, count, len);
        count += len;
    }

    public void writeBytes(byte[] b) {
        write(b, 0, b.length);
    }

    public synchronized void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, count);
    }

    public synchronized void reset() {
        count = 0;
    }

    public synchronized byte[] toByteArray() {
        return Arrays.copyOf(buf, count);
    }

    public synchronized int size() {
        return count;
    }

    public synchronized String toString() {
        return new String(buf, 0, count);
    }

    public synchronized String toString(String charsetName) throws UnsupportedEncodingException {
        return new String(buf, 0, count, charsetName);
    }

    @Deprecated
    public synchronized String toString(int hibyte) {
        return new String(buf, hibyte, 0, count);
    }

    /** Has no effect: the bytes stay readable and writable after close. */
    public void close() throws IOException {
    }
}
