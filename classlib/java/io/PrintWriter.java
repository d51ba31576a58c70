// java.io.PrintWriter: prints values as text onto a writer, recording failures instead of
// throwing them (checkError).
package java.io;

/**
 * Everything is passed to {@code out} (protected API), which close() sets to null. No method
 * throws IOException: a failure sets {@code errorSeen}; an InterruptedIOException re-interrupts
 * the thread instead. A PrintWriter made on a PrintStream also reports that stream's error.
 */
public class PrintWriter extends Writer {
    protected Writer out;
    private final boolean flushAtLineEnd;
    private boolean errorSeen;
    private PrintStream underlyingPrintStream;

    public PrintWriter(Writer out) {
        this(out, false);
    }

    public PrintWriter(Writer out, boolean autoFlush) {
        super(out);
        this.out = out;
        this.flushAtLineEnd = autoFlush;
    }

    /** Text is encoded as UTF-8 through a BufferedWriter and an OutputStreamWriter. */
    public PrintWriter(OutputStream out) {
        this(out, false);
    }

    public PrintWriter(OutputStream out, boolean autoFlush) {
        this(new BufferedWriter(new OutputStreamWriter(out)), autoFlush);
        if (out instanceof PrintStream) {
            underlyingPrintStream = (PrintStream) out;
        }
    }

    public PrintWriter(String fileName) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName))), false);
    }

    public PrintWriter(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(new File(fileName), csn);
    }

    public PrintWriter(File file) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file))), false);
    }

    /** The charset name is checked before the file is created or truncated. */
    public PrintWriter(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(fileWriter(file, csn), false);
    }

    private static Writer fileWriter(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        CharCoding.lookup(csn);
        return new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file), csn));
    }

    private void failed(IOException e) {
        if (e instanceof InterruptedIOException) {
            Thread.currentThread().interrupt();
        } else {
            errorSeen = true;
        }
    }

    public void flush() {
        try {
            synchronized (lock) {
                Closed.check(out).flush();
            }
        } catch (IOException e) {
            failed(e);
        }
    }

    public void close() {
        try {
            synchronized (lock) {
                Writer w = out;
                if (w != null) {
                    out = null;
                    w.close();
                }
            }
        } catch (IOException e) {
            errorSeen = true;
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintWriter) {
            return ((PrintWriter) out).checkError();
        }
        if (underlyingPrintStream != null) {
            return underlyingPrintStream.checkError();
        }
        return errorSeen;
    }

    protected void setError() {
        errorSeen = true;
    }

    protected void clearError() {
        errorSeen = false;
    }

    public void write(int c) {
        try {
            synchronized (lock) {
                Closed.check(out).write(c);
            }
        } catch (IOException e) {
            failed(e);
        }
    }

    public void write(char[] buf, int off, int len) {
        try {
            synchronized (lock) {
                Closed.check(out).write(buf, off, len);
            }
        } catch (IOException e) {
            failed(e);
        }
    }

    public void write(char[] buf) {
        write(buf, 0, buf.length);
    }

    public void write(String s, int off, int len) {
        try {
            synchronized (lock) {
                Closed.check(out).write(s, off, len);
            }
        } catch (IOException e) {
            failed(e);
        }
    }

    public void write(String s) {
        write(s, 0, s.length());
    }

    public void print(boolean b) {
        write(String.valueOf(b));
    }

    public void print(char c) {
        write(c);
    }

    public void print(int i) {
        write(String.valueOf(i));
    }

    public void print(long l) {
        write(String.valueOf(l));
    }

    public void print(float f) {
        write(String.valueOf(f));
    }

    public void print(double d) {
        write(String.valueOf(d));
    }

    public void print(char[] s) {
        write(s);
    }

    public void print(String s) {
        write(String.valueOf(s));
    }

    public void print(Object obj) {
        write(String.valueOf(obj));
    }

    /** The line separator, then a flush when autoflush is on. */
    public void println() {
        try {
            synchronized (lock) {
                Writer w = Closed.check(out);
                w.write(System.lineSeparator());
                if (flushAtLineEnd) {
                    w.flush();
                }
            }
        } catch (IOException e) {
            failed(e);
        }
    }

    public void println(boolean x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(char x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(int x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(long x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(float x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(double x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(char[] x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(String x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        synchronized (lock) {
            print(s);
            println();
        }
    }

    public PrintWriter append(CharSequence csq) {
        write(String.valueOf(csq));
        return this;
    }

    public PrintWriter append(CharSequence csq, int start, int end) {
        CharSequence s = csq == null ? "null" : csq;
        return append(s.subSequence(start, end));
    }

    public PrintWriter append(char c) {
        write(c);
        return this;
    }
}
