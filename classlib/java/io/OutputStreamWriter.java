// java.io.OutputStreamWriter: encodes chars onto a byte stream (UTF-8, ISO-8859-1 or US-ASCII).
package java.io;

/**
 * Writes chars as bytes in a charset; UTF-8, wwvm's default, unless another is named. Bytes
 * are buffered until the buffer fills, flush() or close().
 */
public class OutputStreamWriter extends Writer {
    private final CharCoding.Encoder encoder;
    private final int charset;
    private boolean closed;

    public OutputStreamWriter(OutputStream out) {
        super(out);
        if (out == null) {
            throw new NullPointerException();
        }
        this.charset = CharCoding.UTF_8;
        this.encoder = new CharCoding.Encoder(out, charset);
    }

    /** Throws UnsupportedEncodingException (the name as message) for other charsets. */
    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.charset = CharCoding.lookup(charsetName);
        this.encoder = new CharCoding.Encoder(out, charset);
    }

    /** The historical name of the charset ("UTF8", "ISO8859_1", "ASCII"), or null once closed. */
    public String getEncoding() {
        return closed ? null : CharCoding.historicalName(charset);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void write(int c) throws IOException {
        synchronized (lock) {
            ensureOpen();
            encoder.write((char) c);
        }
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if ((off | len | (off + len) | (cbuf.length - (off + len))) < 0) {
                throw new IndexOutOfBoundsException();
            }
            for (int i = 0; i < len; i++) {
                encoder.write(cbuf[off + i]);
            }
        }
    }

    public void write(String str, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (len < 0) {
                throw new IndexOutOfBoundsException();
            }
            for (int i = 0; i < len; i++) {
                encoder.write(str.charAt(off + i));
            }
        }
    }

    public Writer append(CharSequence csq, int start, int end) throws IOException {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    /** Passes the buffered bytes on without flushing the underlying stream. */
    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
            encoder.flushBuffer();
        }
    }

    public void flush() throws IOException {
        synchronized (lock) {
            ensureOpen();
            encoder.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            encoder.close();
        }
    }
}
