// java.io.CharArrayReader: a reader over (part of) a char array.
package java.io;

import java.util.Objects;

/**
 * The protected fields are the class's API: {@code buf[pos, count)} is still to be read and
 * {@code markedPos} is where reset() returns. Closing sets buf to null.
 */
public class CharArrayReader extends Reader {
    protected char[] buf;
    protected int pos;
    protected int markedPos;
    protected int count;

    public CharArrayReader(char[] buf) {
        this.buf = buf;
        this.count = buf.length;
    }

    public CharArrayReader(char[] buf, int offset, int length) {
        if (offset < 0 || offset > buf.length || length < 0 || offset + length < 0) {
            throw new IllegalArgumentException();
        }
        this.buf = buf;
        this.pos = offset;
        this.markedPos = offset;
        this.count = Math.min(offset + length, buf.length);
    }

    public int read() throws IOException {
        synchronized (lock) {
            char[] b = Closed.check(buf);
            return pos < count ? b[pos++] : -1;
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            char[] b = Closed.check(buf);
            Objects.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return 0;
            }
            if (pos >= count) {
                return -1;
            }
            int n = Math.min(len, count - pos);
            System.arraycopy(b, pos, cbuf, off, n);
            pos += n;
            return n;
        }
    }

    public long skip(long n) throws IOException {
        synchronized (lock) {
            Closed.check(buf);
            long step = Math.min(n, (long) (count - pos));
            if (step < 0) {
                return 0;
            }
            pos += (int) step;
            return step;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            Closed.check(buf);
            return count > pos;
        }
    }

    public boolean markSupported() {
        return true;
    }

    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            Closed.check(buf);
            markedPos = pos;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            Closed.check(buf);
            pos = markedPos;
        }
    }

    public void close() {
        synchronized (lock) {
            buf = null;
        }
    }
}
