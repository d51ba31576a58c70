// java.io.InputStreamReader: decodes a byte stream into characters (UTF-8, ISO-8859-1, US-ASCII).
package java.io;

/**
 * The decoding itself is CharCoding.Decoder's; this class adds the Reader contract. Closing
 * drops the decoder (null) and closes the byte stream.
 */
public class InputStreamReader extends Reader {
    private final InputStream bytes;
    private final int charset;
    private CharCoding.Decoder decoder;

    public InputStreamReader(InputStream in) {
        super(in);
        this.bytes = in;
        this.charset = CharCoding.UTF_8;
        this.decoder = new CharCoding.Decoder(in, charset);
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        this.bytes = in;
        this.charset = CharCoding.lookup(charsetName);
        this.decoder = new CharCoding.Decoder(in, charset);
    }

    /** The charset's historical name ("UTF8", "ISO8859_1", "ASCII"); null once closed. */
    public String getEncoding() {
        return decoder == null ? null : CharCoding.historicalName(charset);
    }

    public int read() throws IOException {
        char[] one = new char[1];
        return read(one, 0, 1) < 0 ? -1 : one[0];
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            CharCoding.Decoder d = Closed.check(decoder);
            if (Closed.badRange(off, len, cbuf.length)) {
                throw new IndexOutOfBoundsException();
            }
            return d.read(cbuf, off, len);
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            return Closed.check(decoder).ready();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (decoder != null) {
                decoder = null;
                bytes.close();
            }
        }
    }
}
