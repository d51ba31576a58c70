// java.io.CharArrayWriter: a writer collecting characters in a growing char array.
package java.io;

import java.util.Objects;

/** Collects written chars in memory; close() has no effect. */
public class CharArrayWriter extends Writer {
    /** The chars written so far are buf[0..count). */
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

    private void ensureCapacity(int minCapacity) {
        if (minCapacity <= buf.length) {
            return;
        }
        char[] bigger = new char[Math.max(buf.length << 1, minCapacity)];
        System.arraycopy(buf, 0, bigger, 0, count);
        buf = bigger;
    }

    public void write(int c) {
        synchronized (lock) {
            ensureCapacity(count + 1);
            buf[count++] = (char) c;
        }
    }

    public void write(char[] c, int off, int len) {
        Objects.checkFromIndexSize(off, len, c.length);
        if (len == 0) {
            return;
        }
        synchronized (lock) {
            ensureCapacity(count + len);
            System.arraycopy(c, off, buf, count, len);
            count += len;
        }
    }

    public void write(String str, int off, int len) {
        synchronized (lock) {
            ensureCapacity(count + len);
            str.getChars(off, off + len, buf, count);
            count += len;
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
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public CharArrayWriter append(char c) {
        write(c);
        return this;
    }

    public void reset() {
        count = 0;
    }

    public char[] toCharArray() {
        synchronized (lock) {
            char[] copy = new char[count];
            System.arraycopy(buf, 0, copy, 0, count);
            return copy;
        }
    }

    public int size() {
        return count;
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
