// java.io.InputStreamReader: decodes a byte stream into chars (UTF-8, ISO-8859-1 or US-ASCII).
package java.io;

import java.util.Objects;

/** Reads chars from bytes in a charset; UTF-8, wwvm's default, unless another is named. */
public class InputStreamReader extends Reader {
    private final CharCoding.Decoder decoder;
    private final int charset;
    private InputStream in;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
        this.charset = CharCoding.UTF_8;
        this.decoder = new CharCoding.Decoder(in, charset);
    }

    /** Throws UnsupportedEncodingException (the name as message) for other charsets. */
    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.in = in;
        this.charset = CharCoding.lookup(charsetName);
        this.decoder = new CharCoding.Decoder(in, charset);
    }

    /** The historical name of the charset ("UTF8", "ISO8859_1", "ASCII"), or null once closed. */
    public String getEncoding() {
        return (in == null) ? null : CharCoding.historicalName(charset);
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        char[] one = new char[1];
        return (read(one, 0, 1) == -1) ? -1 : one[0];
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            Objects.checkFromIndexSize(off, len, cbuf.length);
            ensureOpen();
            return decoder.read(cbuf, off, len);
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return decoder.ready();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (in == null) {
                return;
            }
            InputStream input = in;
            in = null;
            input.close();
        }
    }
}
