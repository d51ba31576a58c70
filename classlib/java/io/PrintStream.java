// java.io.PrintStream: text to bytes (UTF-8 by default) for System.out/err; each print is one
// write to the underlying stream, flushed as the JDK does; I/O errors only set a flag.
package java.io;

/** Adds convenient printing of values to an output stream. */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    /** Set when an IOException was swallowed; see checkError(). */
    private boolean trouble;
    private boolean closing;
    /** The charset given to the constructor, or null for UTF-8. */
    private final String charsetName;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    /** With autoFlush, every write of bytes and every line end flushes the underlying stream. */
    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireStream(out));
        this.autoFlush = autoFlush;
        this.charsetName = null;
    }

    /** Text is encoded in the named charset (UTF-8, ISO-8859-1 or US-ASCII). */
    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        super(requireStream(out));
        if (encoding == null) {
            throw new NullPointerException("charsetName");
        }
        "".getBytes(encoding);            // throws UnsupportedEncodingException for unknown names
        this.autoFlush = autoFlush;
        this.charsetName = encoding;
    }

    private static OutputStream requireStream(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        return out;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    /** Flushes and closes the underlying stream; later output only sets the error flag. */
    public void close() {
        synchronized (this) {
            if (closing) {
                return;
            }
            closing = true;
            try {
                out.flush();
                out.close();
            } catch (IOException x) {
                trouble = true;
            }
            out = null;
        }
    }

    /** Flushes, then reports whether any output has failed (asking a PrintStream underneath). */
    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintStream) {
            return ((PrintStream) out).checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    // ---- bytes ----

    /** Writes one byte; with autoFlush a '\n' byte flushes. */
    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if (b == '\n' && autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    // ---- text ----

    private byte[] encode(String s) {
        if (charsetName == null) {
            return s.getBytes();
        }
        try {
            return s.getBytes(charsetName);
        } catch (UnsupportedEncodingException e) {
            throw new InternalError(e);           // the constructor checked the name
        }
    }

    /** One write of the encoded text; with autoFlush, text holding a line end flushes again. */
    private void writeText(String s) {
        byte[] bytes = encode(s);
        synchronized (this) {
            write(bytes, 0, bytes.length);
            if (autoFlush && s.indexOf('\n') >= 0) {
                flushQuietly();
            }
        }
    }

    /** The text and a line end in one write (what println does for a plain PrintStream). */
    private void writeLine(String s) {
        byte[] bytes = encode(s.concat("\n"));
        synchronized (this) {
            write(bytes, 0, bytes.length);
            if (autoFlush) {
                flushQuietly();
            }
        }
    }

    private void flushQuietly() {
        try {
            if (out != null) {
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void newLine() {
        writeLine("");
    }

    /**
     * Subclasses may override print, so println on them goes through print(x) and then ends the
     * line; a plain PrintStream writes text and line end together.
     */
    private boolean isPlain() {
        return getClass() == PrintStream.class;
    }

    public void print(boolean b) {
        writeText(String.valueOf(b));
    }

    public void print(char c) {
        writeText(String.valueOf(c));
    }

    public void print(int i) {
        writeText(String.valueOf(i));
    }

    public void print(long l) {
        writeText(String.valueOf(l));
    }

    public void print(float f) {
        writeText(String.valueOf(f));
    }

    public void print(double d) {
        writeText(String.valueOf(d));
    }

    public void print(char[] s) {
        writeText(new String(s));
    }

    public void print(String s) {
        writeText(String.valueOf(s));
    }

    public void print(Object obj) {
        writeText(String.valueOf(obj));
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (isPlain()) {
            writeLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char x) {
        if (isPlain()) {
            writeLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(int x) {
        if (isPlain()) {
            writeLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(long x) {
        if (isPlain()) {
            writeLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(float x) {
        if (isPlain()) {
            writeLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(double x) {
        if (isPlain()) {
            writeLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char[] x) {
        if (isPlain()) {
            writeLine(new String(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        if (isPlain()) {
            writeLine(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    /** String.valueOf(x) is taken once, before printing, as the JDK does. */
    public void println(Object x) {
        String s = String.valueOf(x);
        if (isPlain()) {
            writeLine(s);
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    /** format(format, args). */
    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    /**
     * Prints args formatted by format through a java.util.Formatter writing to this stream: a
     * malformed format prints nothing, an argument error stops after the text before it.
     */
    public PrintStream format(String format, Object... args) {
        new java.util.Formatter((Appendable) this).format(format, args);
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
