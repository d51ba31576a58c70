// java.io.FilterOutputStream: an output stream that forwards to another one (PrintStream's base).
package java.io;

/** Passes everything to an underlying output stream; subclasses transform on the way. */
public class FilterOutputStream extends OutputStream {
    protected OutputStream out;
    private boolean wasClosed;

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
        if (Closed.badRange(off, len, b.length)) {
            throw new IndexOutOfBoundsException();
        }
        for (int i = off, stop = off + len; i < stop; i++) {
            write(b[i]);
        }
    }

    public void flush() throws IOException {
        out.flush();
    }

    /**
     * The first call flushes and then closes the underlying stream, also when flushing failed.
     * A failure to close is the one reported (a flush failure attached to it as suppressed);
     * otherwise a flush failure is.
     */
    public void close() throws IOException {
        synchronized (this) {
            if (wasClosed) {
                return;
            }
            wasClosed = true;
        }
        IOException flushFailure = null;
        try {
            flush();
        } catch (IOException e) {
            flushFailure = e;
        }
        try {
            out.close();
        } catch (IOException closeFailure) {
            if (flushFailure != null && flushFailure != closeFailure) {
                closeFailure.addSuppressed(flushFailure);
            }
            throw closeFailure;
        }
        if (flushFailure != null) {
            throw flushFailure;
        }
    }
}
