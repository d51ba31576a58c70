// java.io.BufferedWriter: collects chars into blocks for another writer.
package java.io;

/** Buffers chars and writes them to the underlying writer when full or flushed. */
public class BufferedWriter extends Writer {
    private Writer out;
    /** cb[0..nextChar) are written but not yet passed on. */
    private char[] cb;
    private int nextChar;

    public BufferedWriter(Writer out) {
        this(out, 8192);
    }

    public BufferedWriter(Writer out, int sz) {
        super(out);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.out = out;
        cb = new char[sz];
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (nextChar == 0) {
                return;
            }
            out.write(cb, 0, nextChar);
            nextChar = 0;
        }
    }

    public void write(int c) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (nextChar >= cb.length) {
                flushBuffer();
            }
            cb[nextChar++] = (char) c;
        }
    }

    /** A write as large as the buffer goes straight through (after the buffered chars). */
    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if ((off | len | (off + len) | (cbuf.length - (off + len))) < 0) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return;
            }
            if (len >= cb.length) {
                flushBuffer();
                out.write(cbuf, off, len);
                return;
            }
            int b = off;
            int t = off + len;
            while (b < t) {
                int d = Math.min(cb.length - nextChar, t - b);
                System.arraycopy(cbuf, b, cb, nextChar, d);
                b += d;
                nextChar += d;
                if (nextChar >= cb.length) {
                    flushBuffer();
                }
            }
        }
    }

    /** A negative len writes nothing, as the JDK documents. */
    public void write(String s, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            int b = off;
            int t = off + len;
            while (b < t) {
                int d = Math.min(cb.length - nextChar, t - b);
                s.getChars(b, b + d, cb, nextChar);
                b += d;
                nextChar += d;
                if (nextChar >= cb.length) {
                    flushBuffer();
                }
            }
        }
    }

    /** Writes System.lineSeparator(). */
    public void newLine() throws IOException {
        write(System.lineSeparator());
    }

    public void flush() throws IOException {
        synchronized (lock) {
            flushBuffer();
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (out == null) {
                return;
            }
            Writer w = out;
            try {
                flushBuffer();
            } finally {
                out = null;
                cb = null;
                w.close();
            }
        }
    }
}
