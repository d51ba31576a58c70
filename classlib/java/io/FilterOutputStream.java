// java.io.FilterOutputStream: an output stream that forwards to another one (PrintStream's base).
package java.io;

/** Passes everything to an underlying output stream; subclasses transform on the way. */
public class FilterOutputStream extends OutputStream {
    protected OutputStream out;
    private boolean closed;

    public FilterOutputStream(OutputStream out) {
        this.out = out;
    }

    public void write(int b) throws IOException {
        out.write(b);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    /** Writes byte by byte through write(int), so subclasses need only override that. */
    public void write(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        for (int i = 0; i < len; i++) {
            write(b[off + i]);
        }
    }

    public void flush() throws IOException {
        out.flush();
    }

    /** Flushes, then closes the underlying stream even if flushing failed; closes only once. */
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        IOException flushFailure = null;
        try {
            flush();
        } catch (IOException e) {
            flushFailure = e;
        }
        try {
            out.close();
        } catch (IOException e) {
            if (flushFailure != null && flushFailure != e) {
                e.addSuppressed(flushFailure);
            }
            throw e;
        }
        if (flushFailure != null) {
            throw flushFailure;
        }
    }
}
