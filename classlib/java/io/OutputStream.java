// java.io.OutputStream: the byte sink at the root of the output stream classes.
package java.io;

import java.util.Objects;

/** A sink of bytes; subclasses supply write(int) and usually a faster bulk write. */
public abstract class OutputStream implements Closeable, Flushable {
    public OutputStream() {
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
