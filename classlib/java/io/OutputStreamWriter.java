// java.io.OutputStreamWriter: encodes characters onto a byte stream (UTF-8, ISO-8859-1, US-ASCII).
package java.io;

/**
 * The encoding itself is CharCoding.Encoder's, which also buffers the bytes; this class adds
 * the Writer contract. Closing drops the encoder (null) after passing on its bytes.
 */
public class OutputStreamWriter extends Writer {
    private final int charset;
    private CharCoding.Encoder encoder;

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.charset = CharCoding.UTF_8;
        this.encoder = new CharCoding.Encoder(out, charset);
    }

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        this.charset = CharCoding.lookup(charsetName);
        this.encoder = new CharCoding.Encoder(out, charset);
    }

    /** The charset's historical name ("UTF8", "ISO8859_1", "ASCII"); null once closed. */
    public String getEncoding() {
        return encoder == null ? null : CharCoding.historicalName(charset);
    }

    public void write(int c) throws IOException {
        synchronized (lock) {
            Closed.check(encoder).write((char) c);
        }
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            CharCoding.Encoder e = Closed.check(encoder);
            if (Closed.badRange(off, len, cbuf.length)) {
                throw new IndexOutOfBoundsException();
            }
            for (int i = off, stop = off + len; i < stop; i++) {
                e.write(cbuf[i]);
            }
        }
    }

    public void write(String str, int off, int len) throws IOException {
        if (len < 0) {
            throw new IndexOutOfBoundsException();
        }
        char[] chars = new char[len];
        str.getChars(off, off + len, chars, 0);
        write(chars, 0, len);
    }

    public Writer append(CharSequence csq, int start, int end) throws IOException {
        CharSequence text = csq == null ? "null" : csq;
        return append(text.subSequence(start, end));
    }

    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    public void flush() throws IOException {
        synchronized (lock) {
            Closed.check(encoder).flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            CharCoding.Encoder e = encoder;
            if (e != null) {
                encoder = null;
                e.close();
            }
        }
    }
}
