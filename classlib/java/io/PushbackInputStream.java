// java.io.PushbackInputStream: an input stream that can take bytes back (unread).
package java.io;

/**
 * Pushed-back bytes fill the protected {@code buf} from its end towards the front:
 * {@code buf[pos, buf.length)} are read before the underlying stream. Closing drops {@code in}
 * and buf.
 */
public class PushbackInputStream extends FilterInputStream {
    protected byte[] buf;
    protected int pos;

    public PushbackInputStream(InputStream in, int size) {
        super(in);
        if (size <= 0) {
            throw new IllegalArgumentException("size <= 0");
        }
        buf = new byte[size];
        pos = size;
    }

    public PushbackInputStream(InputStream in) {
        this(in, 1);
    }

    private int pushedBack() {
        return buf.length - pos;
    }

    public int read() throws IOException {
        Closed.check(in);
        if (pos < buf.length) {
            return buf[pos++] & 0xff;
        }
        return super.read();
    }

    public int read(byte[] b, int off, int len) throws IOException {
        Closed.check(in);
        if (Closed.badRange(off, len, b.length)) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int fromBack = Math.min(len, pushedBack());
        System.arraycopy(buf, pos, b, off, fromBack);
        pos += fromBack;
        if (fromBack == len) {
            return len;
        }
        int more = super.read(b, off + fromBack, len - fromBack);
        if (more < 0) {
            return fromBack == 0 ? -1 : fromBack;
        }
        return fromBack + more;
    }

    public void unread(int b) throws IOException {
        Closed.check(in);
        if (pos == 0) {
            throw new IOException("Push back buffer is full");
        }
        buf[--pos] = (byte) b;
    }

    public void unread(byte[] b, int off, int len) throws IOException {
        Closed.check(in);
        if (len > pos) {
            throw new IOException("Push back buffer is full");
        }
        System.arraycopy(b, off, buf, pos - len, len);
        pos -= len;
    }

    public void unread(byte[] b) throws IOException {
        unread(b, 0, b.length);
    }

    public int available() throws IOException {
        Closed.check(in);
        int mine = pushedBack();
        int theirs = super.available();
        return mine > Integer.MAX_VALUE - theirs ? Integer.MAX_VALUE : mine + theirs;
    }

    public long skip(long n) throws IOException {
        Closed.check(in);
        if (n <= 0) {
            return 0;
        }
        int fromBack = (int) Math.min(n, (long) pushedBack());
        pos += fromBack;
        long skipped = fromBack;
        if (n > fromBack) {
            skipped += super.skip(n - fromBack);
        }
        return skipped;
    }

    public boolean markSupported() {
        return false;
    }

    public synchronized void mark(int readlimit) {
    }

    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    public synchronized void close() throws IOException {
        InputStream s = in;
        if (s == null) {
            return;
        }
        in = null;
        buf = null;
        s.close();
    }
}
