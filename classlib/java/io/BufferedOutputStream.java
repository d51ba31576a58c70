// java.io.BufferedOutputStream: collects bytes and passes them to another stream in blocks.
package java.io;

/** {@code buf[0, count)} (protected API) waits to be written; large writes bypass it. */
public class BufferedOutputStream extends FilterOutputStream {
    protected byte[] buf;
    protected int count;

    public BufferedOutputStream(OutputStream out) {
        this(out, 8192);
    }

    public BufferedOutputStream(OutputStream out, int size) {
        super(out);
        if (size <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        buf = new byte[size];
    }

    /** Hands the collected bytes to the underlying stream (no flush of that stream). */
    private void emptyBuffer() throws IOException {
        if (count > 0) {
            out.write(buf, 0, count);
            count = 0;
        }
    }

    public synchronized void write(int b) throws IOException {
        if (count == buf.length) {
            emptyBuffer();
        }
        buf[count++] = (byte) b;
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        if (len >= buf.length) {
            emptyBuffer();
            out.write(b, off, len);
            return;
        }
        if (len > buf.length - count) {
            emptyBuffer();
        }
        System.arraycopy(b, off, buf, count, len);
        count += len;
    }

    public synchronized void flush() throws IOException {
        emptyBuffer();
        out.flush();
    }
}
