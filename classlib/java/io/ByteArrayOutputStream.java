// java.io.ByteArrayOutputStream: an output stream collecting bytes in a growing array.
package java.io;

import java.util.Objects;

/** Collects written bytes in memory; close() has no effect. */
public class ByteArrayOutputStream extends OutputStream {
    /** The bytes written so far are buf[0..count). */
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

    /** Grows buf (at least doubling) so it holds minCapacity bytes. */
    private void ensureCapacity(int minCapacity) {
        if (minCapacity < 0) {
            throw new OutOfMemoryError("Required array length too large");
        }
        if (minCapacity <= buf.length) {
            return;
        }
        int newCapacity = Math.max(minCapacity, buf.length * 2);
        if (newCapacity < 0) {
            newCapacity = Integer.MAX_VALUE - 8;
        }
        byte[] bigger = new byte[newCapacity];
        System.arraycopy(buf, 0, bigger, 0, count);
        buf = bigger;
    }

    public synchronized void write(int b) {
        ensureCapacity(count + 1);
        buf[count++] = (byte) b;
    }

    public synchronized void write(byte[] b, int off, int len) {
        Objects.checkFromIndexSize(off, len, b.length);
        ensureCapacity(count + len);
        System.arraycopy(b, off, buf, count, len);
        count += len;
    }

    /** Writes all of b. */
    public void writeBytes(byte[] b) {
        write(b, 0, b.length);
    }

    /** Writes everything collected so far to out. */
    public synchronized void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, count);
    }

    /** Forgets the bytes written, keeping the buffer. */
    public synchronized void reset() {
        count = 0;
    }

    public synchronized byte[] toByteArray() {
        byte[] copy = new byte[count];
        System.arraycopy(buf, 0, copy, 0, count);
        return copy;
    }

    public synchronized int size() {
        return count;
    }

    /** The bytes decoded as UTF-8 (wwvm's default charset). */
    public synchronized String toString() {
        return new String(buf, 0, count);
    }

    public synchronized String toString(String charsetName) throws UnsupportedEncodingException {
        return new String(buf, 0, count, charsetName);
    }

    /** Each byte b becomes the char (hibyte & 0xff) << 8 | (b & 0xff). */
    @Deprecated
    public synchronized String toString(int hibyte) {
        return new String(buf, hibyte, 0, count);
    }

    public void close() throws IOException {
    }
}
