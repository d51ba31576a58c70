// java.io.OutputStream: the byte sink at the root of the output stream classes.
package java.io;

import java.util.Objects;

/** A sink of bytes; subclasses supply write(int) and usually a faster bulk write. */
public abstract class OutputStream implements Closeable, Flushable {
    public OutputStream() {
    }

    /** A sink that discards bytes; after close() writes throw IOException("Stream closed"). */
    public static OutputStream nullOutputStream() {
        return new OutputStream() {
            private boolean shut;

            public void write(int b) throws IOException {
                if (shut) {
                    throw Closed.error();
                }
            }

            public void write(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                if (shut) {
                    throw Closed.error();
                }
            }

            public void close() {
                shut = true;
            }
        };
    }

    public abstract void write(int b) throws IOException;

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        for (int i = off, stop = off + len; i < stop; i++) {
            write(b[i]);
        }
    }

    public void flush() throws IOException {
    }

    public void close() throws IOException {
    }
}
