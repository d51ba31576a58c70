// java.io.BufferedWriter: collects characters and passes them to another writer in blocks.
package java.io;

/**
 * {@code pending[0, used)} waits to be written to {@code sink}. Requests at least as large as
 * the buffer go straight to the sink after what is pending. A string or array write passes the
 * buffer on as soon as it fills; a single char only when the next one finds it full (what the
 * JDK's writers show to a program watching the sink). Closing drops both (null).
 */
public class BufferedWriter extends Writer {
    private static final int DEFAULT_SIZE = 8192;

    private Writer sink;
    private char[] pending;
    private int used;

    public BufferedWriter(Writer out) {
        this(out, DEFAULT_SIZE);
    }

    public BufferedWriter(Writer out, int sz) {
        super(out);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.sink = out;
        this.pending = new char[sz];
    }

    /** Writes out what is pending, without flushing the sink. */
    private void drain() throws IOException {
        Writer w = Closed.check(sink);
        if (used > 0) {
            w.write(pending, 0, used);
            used = 0;
        }
    }

    public void write(int c) throws IOException {
        synchronized (lock) {
            Closed.check(sink);
            if (used == pending.length) {
                drain();
            }
            pending[used++] = (char) c;
        }
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            Closed.check(sink);
            if (Closed.badRange(off, len, cbuf.length)) {
                throw new IndexOutOfBoundsException();
            }
            if (len >= pending.length) {
                drain();
                sink.write(cbuf, off, len);
                return;
            }
            while (len > 0) {
                int n = Math.min(len, pending.length - used);
                System.arraycopy(cbuf, off, pending, used, n);
                used += n;
                off += n;
                len -= n;
                if (used == pending.length) {
                    drain();
                }
            }
        }
    }

    public void write(String s, int off, int len) throws IOException {
        synchronized (lock) {
            Closed.check(sink);
            while (len > 0) {
                int n = Math.min(len, pending.length - used);
                s.getChars(off, off + n, pending, used);
                used += n;
                off += n;
                len -= n;
                if (used == pending.length) {
                    drain();
                }
            }
        }
    }

    public void newLine() throws IOException {
        write(System.lineSeparator());
    }

    public void flush() throws IOException {
        synchronized (lock) {
            drain();
            sink.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            Writer w = sink;
            if (w == null) {
                return;
            }
            try {
                try {
                    drain();
                } catch (IOException | RuntimeException | Error e) {
                    try {
                        w.close();
                    } catch (Throwable second) {
                        e.addSuppressed(second);
                    }
                    throw e;
                }
                w.close();
            } finally {
                sink = null;
                pending = null;
            }
        }
    }
}
