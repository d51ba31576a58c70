// java.io.Writer: the character sink at the root of the writer classes.
package java.io;

import java.util.Objects;

/** A sink of chars; subclasses supply write(char[], int, int), flush() and close(). */
public abstract class Writer implements Appendable, Closeable, Flushable {
    private static final int WRITE_BUFFER_SIZE = 1024;

    /** The object subclasses synchronize on: this writer unless a constructor was given one. */
    protected Object lock;

    protected Writer() {
        this.lock = this;
    }

    protected Writer(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    /** A writer that discards everything; after close() its methods throw IOException. */
    public static Writer nullWriter() {
        return new Writer() {
            private boolean closed;

            private void ensureOpen() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public Writer append(char c) throws IOException {
                ensureOpen();
                return this;
            }

            public Writer append(CharSequence csq) throws IOException {
                ensureOpen();
                return this;
            }

            public Writer append(CharSequence csq, int start, int end) throws IOException {
                ensureOpen();
                if (csq != null) {
                    Objects.checkFromToIndex(start, end, csq.length());
                }
                return this;
            }

            public void write(int c) throws IOException {
                ensureOpen();
            }

            public void write(char[] cbuf, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, cbuf.length);
                ensureOpen();
            }

            public void write(String str) throws IOException {
                Objects.requireNonNull(str);
                ensureOpen();
            }

            public void write(String str, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, str.length());
                ensureOpen();
            }

            public void flush() throws IOException {
                ensureOpen();
            }

            public void close() throws IOException {
                closed = true;
            }
        };
    }

    /** Writes the low 16 bits of c as one char. */
    public void write(int c) throws IOException {
        synchronized (lock) {
            write(new char[] {(char) c}, 0, 1);
        }
    }

    public void write(char[] cbuf) throws IOException {
        write(cbuf, 0, cbuf.length);
    }

    public abstract void write(char[] cbuf, int off, int len) throws IOException;

    public void write(String str) throws IOException {
        write(str, 0, str.length());
    }

    /** Writes str[off..off+len) through write(char[], int, int). */
    public void write(String str, int off, int len) throws IOException {
        synchronized (lock) {
            char[] cbuf = new char[Math.max(len, WRITE_BUFFER_SIZE)];
            str.getChars(off, off + len, cbuf, 0);
            write(cbuf, 0, len);
        }
    }

    /** Writes String.valueOf(csq) ("null" for null). */
    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    /** Writes csq[start..end) ("null" stands for a null csq). */
    public Writer append(CharSequence csq, int start, int end) throws IOException {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public Writer append(char c) throws IOException {
        write(c);
        return this;
    }

    public abstract void flush() throws IOException;

    /** Flushes, then closes; later writes throw IOException. Closing twice has no effect. */
    public abstract void close() throws IOException;
}
