// java.io.CharArrayWriter: a writer collecting characters in a growing char array.
package java.io;

import java.util.Arrays;
import java.util.Objects;

/** {@code buf[0, count)} (protected API) holds what was written; close() has no effect. */
public class CharArrayWriter extends Writer {
    protected char[] buf;
    protected int count;

    public CharArrayWriter() {
        this(32);
    }

    public CharArrayWriter(int initialSize) {
        if (initialSize < 0) {
            throw new IllegalArgumentException("Negative initial size: " + initialSize);
        }
        buf = new char[initialSize];
    }

    /** Returns the index to write {@code n} chars at, having grown buf (at least doubling). */
    private int claim(int n) {
        int at = count;
        int needed = at + n;
        if (needed > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(needed, 2 * buf.length));
        }
        count = needed;
        return at;
    }

    public void write(int c) {
        synchronized (lock) {
            buf[claim(1)] = (char) c;
        }
    }

    public void write(char[] c, int off, int len) {
        Objects.checkFromIndexSize(off, len, c.length);
        synchronized (lock) {
            System.arraycopy(c, off, buf, claim(len), len);
        }
    }

    public void write(String str, int off, int len) {
        synchronized (lock) {
            int at = count;
            int needed = at + len;
            if (needed > buf.length) {
                buf = Arrays.copyOf(buf, Math.max(needed, 2 * buf.length));
            }
            str.getChars(off, off + len, buf, at);
            count = needed;
        }
    }

    public void writeTo(Writer out) throws IOException {
        synchronized (lock) {
            out.write(buf, 0, count);
        }
    }

    public CharArrayWriter append(CharSequence csq) {
        String s = String.valueOf(csq);
        write(s, 0, s.length());
        return this;
    }

    public CharArrayWriter append(CharSequence csq, int start, int end) {
        CharSequence text = csq == null ? "null" : csq;
        return append(text.subSequence(start, end));
    }

    public CharArrayWriter append(char c) {
        write(c);
        return this;
    }

    public void reset() {
        synchronized (lock) {
            count = 0;
        }
    }

    public char[] toCharArray() {
        synchronized (lock) {
            return Arrays.copyOf(buf, count);
        }
    }

    public int size() {
        synchronized (lock) {
            return count;
        }
    }

    public String toString() {
        synchronized (lock) {
            return new String(buf, 0, count);
        }
    }

    public void flush() {
    }

    public void close() {
    }
}
