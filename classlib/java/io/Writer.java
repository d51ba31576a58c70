// java.io.Writer: the character sink at the root of the writer classes.
package java.io;

import java.util.Objects;

/**
 * Subclasses supply write(char[], int, int), flush() and close(); the other writes turn their
 * argument into a char array and pass it there. {@code lock} (protected API) is the object the
 * subclasses synchronise on: the writer itself unless a constructor names another.
 */
public abstract class Writer implements Appendable, Closeable, Flushable {
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
            private boolean shut;

            private void live() throws IOException {
                if (shut) {
                    throw Closed.error();
                }
            }

            public Writer append(char c) throws IOException {
                live();
                return this;
            }

            public Writer append(CharSequence csq) throws IOException {
                live();
                return this;
            }

            public Writer append(CharSequence csq, int start, int end) throws IOException {
                live();
                if (csq != null) {
                    Objects.checkFromToIndex(start, end, csq.length());
                }
                return this;
            }

            public void write(int c) throws IOException {
                live();
            }

            public void write(char[] cbuf, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, cbuf.length);
                live();
            }

            public void write(String str) throws IOException {
                Objects.requireNonNull(str);
                live();
            }

            public void write(String str, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, str.length());
                live();
            }

            public void flush() throws IOException {
                live();
            }

            public void close() throws IOException {
                shut = true;
            }
        };
    }

    public void write(int c) throws IOException {
        write(new char[] {(char) c}, 0, 1);
    }

    public void write(char[] cbuf) throws IOException {
        write(cbuf, 0, cbuf.length);
    }

    public abstract void write(char[] cbuf, int off, int len) throws IOException;

    public void write(String str) throws IOException {
        write(str, 0, str.length());
    }

    public void write(String str, int off, int len) throws IOException {
        char[] chars = new char[Math.max(len, 0)];   // a bad range fails in getChars
        str.getChars(off, off + len, chars, 0);
        write(chars, 0, len);
    }

    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    public Writer append(CharSequence csq, int start, int end) throws IOException {
        CharSequence text = csq == null ? "null" : csq;
        return append(text.subSequence(start, end));
    }

    public Writer append(char c) throws IOException {
        write(c);
        return this;
    }

    public abstract void flush() throws IOException;

    public abstract void close() throws IOException;
}
