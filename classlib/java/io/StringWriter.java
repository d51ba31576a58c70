// java.io.StringWriter: a writer collecting characters in a StringBuffer.
package java.io;

/** Collects written chars; close() has no effect and the writer stays usable. */
public class StringWriter extends Writer {
    private final StringBuffer text;

    public StringWriter() {
        text = new StringBuffer();
        lock = text;
    }

    public StringWriter(int initialSize) {
        if (initialSize < 0) {
            throw new IllegalArgumentException("Negative buffer size");
        }
        text = new StringBuffer(initialSize);
        lock = text;
    }

    public void write(int c) {
        text.append((char) c);
    }

    public void write(char[] cbuf, int off, int len) {
        if (Closed.badRange(off, len, cbuf.length)) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return;
        }
        text.append(cbuf, off, len);
    }

    public void write(String str) {
        text.append(str);
    }

    public void write(String str, int off, int len) {
        text.append(str, off, off + len);
    }

    public StringWriter append(CharSequence csq) {
        write(String.valueOf(csq));
        return this;
    }

    public StringWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public StringWriter append(char c) {
        write(c);
        return this;
    }

    /** The characters written so far. */
    public String toString() {
        return text.toString();
    }

    /** The buffer itself (writes and changes show through). */
    public StringBuffer getBuffer() {
        return text;
    }

    public void flush() {
    }

    public void close() throws IOException {
    }
}
