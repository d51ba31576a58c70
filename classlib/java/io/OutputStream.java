// java.io.OutputStream: the byte sink at the root of the output stream classes.
package java.io;

import java.util.Objects;

/** A sink of bytes; subclasses supply write(int) and usually a faster bulk write. */
public abstract class OutputStream implements Closeable, Flushable {
    public OutputStream() {
    }

    /** A stream that discards all bytes; after close() its methods throw IOException. */
    public static OutputStream nullOutputStream() {
        return new OutputStream() {
            private boolean closed;

            private void ensureOpen() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public void write(int b) throws IOException {
                ensureOpen();
            }

            public void write(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                ensureOpen();
            }

            public void close() {
                closed = true;
            }
        };
    }

    public abstract void write(int b) throws IOException;

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    /** Writes b[off..off+len) one byte at a time. */
    public void write(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        for (int i = 0; i < len; i++) {
            write(b[off + i]);
        }
    }

    public void flush() throws IOException {
    }

    public void close() throws IOException {
    }
}
