// java.io.StringReader: a reader over a string.
package java.io;

import java.util.Objects;

/** Reads {@code text} from {@code at}; closing drops the text (null). */
public class StringReader extends Reader {
    private String text;
    private final int size;
    private int at;
    private int marked;

    public StringReader(String s) {
        this.text = s;
        this.size = s.length();
    }

    public int read() throws IOException {
        synchronized (lock) {
            String s = Closed.check(text);
            return at < size ? s.charAt(at++) : -1;
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            String s = Closed.check(text);
            Objects.checkFromIndexSize(off, len, cbuf.length);
            if (len == 0) {
                return 0;
            }
            if (at >= size) {
                return -1;
            }
            int n = Math.min(len, size - at);
            s.getChars(at, at + n, cbuf, off);
            at += n;
            return n;
        }
    }

    /** Skips forward or, for a negative n, back towards the start of the string. */
    public long skip(long n) throws IOException {
        synchronized (lock) {
            Closed.check(text);
            if (at >= size) {
                return 0;
            }
            long step = Math.max((long) -at, Math.min(n, (long) (size - at)));
            at += (int) step;
            return step;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            Closed.check(text);
            return true;
        }
    }

    public boolean markSupported() {
        return true;
    }

    /** The whole string stays available, so the limit only has to be non-negative. */
    public void mark(int readAheadLimit) throws IOException {
        if (readAheadLimit < 0) {
            throw new IllegalArgumentException("Read-ahead limit < 0");
        }
        synchronized (lock) {
            Closed.check(text);
            marked = at;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            Closed.check(text);
            at = marked;
        }
    }

    public void close() {
        synchronized (lock) {
            text = null;
        }
    }
}
