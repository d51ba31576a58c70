// java.io.PrintStream: prints values as text onto a byte stream, recording failures instead of
// throwing them (checkError).
package java.io;

import java.util.Formatter;

/**
 * Text goes through a CharCoding.Encoder over the underlying stream, drained after every print so
 * that bytes and text written in turn stay in order; the encoder keeps a high surrogate that
 * ends one print for the low surrogate that may start the next. Raw bytes (write) go to
 * {@code out} directly.
 *
 * No method throws IOException: a failure sets {@code errorSeen}, which checkError() reports,
 * and an InterruptedIOException re-interrupts the thread. Closing sets {@code out} and the
 * encoder to null, so later uses fail with "Stream closed" and set the error.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean flushAtNewline;
    private CharCoding.Encoder text;
    private boolean errorSeen;
    private boolean shutDown;
    private Formatter formatter;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        this(nonNull(out), autoFlush, CharCoding.UTF_8);
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        this(nonNull(out), autoFlush, CharCoding.lookup(encoding));
    }

    private PrintStream(OutputStream out, boolean autoFlush, int charset) {
        super(out);
        this.flushAtNewline = autoFlush;
        this.text = new CharCoding.Encoder(out, charset);
    }

    private static OutputStream nonNull(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        return out;
    }

    /** Records a failure of the underlying stream. */
    private void failed(IOException e) {
        if (e instanceof InterruptedIOException) {
            Thread.currentThread().interrupt();
        } else {
            errorSeen = true;
        }
    }

    private OutputStream sink() throws IOException {
        return Closed.check(out);
    }

    public void flush() {
        synchronized (this) {
            try {
                sink().flush();
            } catch (IOException e) {
                failed(e);
            }
        }
    }

    public void close() {
        synchronized (this) {
            if (shutDown) {
                return;
            }
            shutDown = true;
            try {
                text.close();    // passes on what it holds, then closes out
            } catch (IOException e) {
                errorSeen = true;
            }
            text = null;
            out = null;
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintStream) {
            return ((PrintStream) out).checkError();
        }
        return errorSeen;
    }

    protected void setError() {
        errorSeen = true;
    }

    protected void clearError() {
        errorSeen = false;
    }

    public void write(int b) {
        try {
            synchronized (this) {
                OutputStream o = sink();
                o.write(b);
                if (b == '\n' && flushAtNewline) {
                    o.flush();
                }
            }
        } catch (IOException e) {
            failed(e);
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                OutputStream o = sink();
                o.write(buf, off, len);
                if (flushAtNewline) {
                    o.flush();
                }
            }
        } catch (IOException e) {
            failed(e);
        }
    }

    public void write(byte[] buf) throws IOException {
        write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        write(buf, 0, buf.length);
    }

    /**
     * Encodes s and passes the bytes on. With autoflush the stream is flushed after bytes went
     * out, and once more when the text holds a newline or ends a line (as the JDK's PrintStream
     * does, whose text reaches the stream through its own autoflushing write).
     */
    private void emit(String s, boolean lineEnd) {
        try {
            synchronized (this) {
                OutputStream o = sink();
                CharCoding.Encoder e = text;
                boolean newline = lineEnd;
                for (int i = 0, n = s.length(); i < n; i++) {
                    char c = s.charAt(i);
                    newline |= c == '\n';
                    e.write(c);
                }
                if (e.drainBytes() && flushAtNewline) {
                    o.flush();
                }
                if (newline && flushAtNewline) {
                    o.flush();
                }
            }
        } catch (IOException e) {
            failed(e);
        }
    }

    private void endLine() {
        emit(System.lineSeparator(), true);
    }

    public void print(boolean b) {
        emit(String.valueOf(b), false);
    }

    public void print(char c) {
        emit(String.valueOf(c), false);
    }

    public void print(int i) {
        emit(String.valueOf(i), false);
    }

    public void print(long l) {
        emit(String.valueOf(l), false);
    }

    public void print(float f) {
        emit(String.valueOf(f), false);
    }

    public void print(double d) {
        emit(String.valueOf(d), false);
    }

    public void print(char[] s) {
        emit(new String(s), false);
    }

    public void print(String s) {
        emit(String.valueOf(s), false);
    }

    public void print(Object obj) {
        emit(String.valueOf(obj), false);
    }

    public void println() {
        endLine();
    }

    /**
     * A PrintStream prints a value and its line end in one step. In a subclass the value goes
     * through the print method of its type, so that overrides see it, then the line end.
     */
    private boolean plain() {
        return getClass() == PrintStream.class;
    }

    private void lineOf(String s) {
        emit(s.concat(System.lineSeparator()), true);
    }

    public void println(boolean x) {
        if (plain()) {
            lineOf(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            endLine();
        }
    }

    public void println(char x) {
        if (plain()) {
            lineOf(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            endLine();
        }
    }

    public void println(int x) {
        if (plain()) {
            lineOf(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            endLine();
        }
    }

    public void println(long x) {
        if (plain()) {
            lineOf(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            endLine();
        }
    }

    public void println(float x) {
        if (plain()) {
            lineOf(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            endLine();
        }
    }

    public void println(double x) {
        if (plain()) {
            lineOf(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            endLine();
        }
    }

    public void println(char[] x) {
        if (plain()) {
            lineOf(new String(x));
            return;
        }
        synchronized (this) {
            print(x);
            endLine();
        }
    }

    public void println(String x) {
        if (plain()) {
            lineOf(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            endLine();
        }
    }

    public void println(Object x) {
        if (plain()) {
            lineOf(String.valueOf(x));
            return;
        }
        synchronized (this) {
            print(x);
            endLine();
        }
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    /** Formats through a Formatter writing back into this stream (kept for later calls). */
    public PrintStream format(String format, Object... args) {
        try {
            synchronized (this) {
                sink();
                if (formatter == null) {
                    formatter = new Formatter((Appendable) this);
                }
                formatter.format(format, args);
            }
        } catch (IOException e) {
            failed(e);
        }
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        CharSequence s = csq == null ? "null" : csq;
        return append(s.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
