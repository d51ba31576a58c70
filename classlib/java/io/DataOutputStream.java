// java.io.DataOutputStream: writes primitives big-endian and strings as modified UTF-8.
package java.io;

/** An output stream for DataOutput's formats, counting the bytes written. */
public class DataOutputStream extends FilterOutputStream implements DataOutput {
    /** Bytes written so far (saturating at Integer.MAX_VALUE). */
    protected int written;
    private final byte[] scratch = new byte[8];

    public DataOutputStream(OutputStream out) {
        super(out);
    }

    private void incCount(int value) {
        int temp = written + value;
        written = (temp < 0) ? Integer.MAX_VALUE : temp;
    }

    public synchronized void write(int b) throws IOException {
        out.write(b);
        incCount(1);
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        incCount(len);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public final void writeBoolean(boolean v) throws IOException {
        out.write(v ? 1 : 0);
        incCount(1);
    }

    public final void writeByte(int v) throws IOException {
        out.write(v);
        incCount(1);
    }

    public final void writeShort(int v) throws IOException {
        scratch[0] = (byte) (v >>> 8);
        scratch[1] = (byte) v;
        out.write(scratch, 0, 2);
        incCount(2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        scratch[0] = (byte) (v >>> 24);
        scratch[1] = (byte) (v >>> 16);
        scratch[2] = (byte) (v >>> 8);
        scratch[3] = (byte) v;
        out.write(scratch, 0, 4);
        incCount(4);
    }

    public final void writeLong(long v) throws IOException {
        for (int i = 0; i < 8; i++) {
            scratch[i] = (byte) (v >>> (56 - 8 * i));
        }
        out.write(scratch, 0, 8);
        incCount(8);
    }

    /** The bits of Float.floatToIntBits(v) (NaNs collapsed to the canonical one). */
    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    /** The low byte of each char. */
    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            out.write((byte) s.charAt(i));
        }
        incCount(len);
    }

    /** Each char as two bytes, high first. */
    public final void writeChars(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            int v = s.charAt(i);
            out.write((v >>> 8) & 0xff);
            out.write(v & 0xff);
        }
        incCount(len * 2);
    }

    /** A two-byte length, then the modified UTF-8 bytes (U+0000 as C0 80, surrogates alone). */
    public final void writeUTF(String str) throws IOException {
        writeUTF(str, this);
    }

    static int writeUTF(String str, DataOutput out) throws IOException {
        int strlen = str.length();
        long utflen = strlen;
        for (int i = 0; i < strlen; i++) {
            int c = str.charAt(i);
            if (c >= 0x80 || c == 0) {
                utflen += (c >= 0x800) ? 2 : 1;
            }
        }
        if (utflen > 65535) {
            throw new UTFDataFormatException(tooLongMessage(str, utflen));
        }
        byte[] bytes = new byte[(int) utflen + 2];
        int n = 0;
        bytes[n++] = (byte) (utflen >>> 8);
        bytes[n++] = (byte) utflen;
        for (int i = 0; i < strlen; i++) {
            int c = str.charAt(i);
            if (c < 0x80 && c != 0) {
                bytes[n++] = (byte) c;
            } else if (c >= 0x800) {
                bytes[n++] = (byte) (0xe0 | ((c >> 12) & 0x0f));
                bytes[n++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                bytes[n++] = (byte) (0x80 | (c & 0x3f));
            } else {
                bytes[n++] = (byte) (0xc0 | ((c >> 6) & 0x1f));
                bytes[n++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        out.write(bytes, 0, n);
        return n;
    }

    /** The JDK's message: the string's first and last 8 characters and its encoded length. */
    private static String tooLongMessage(String s, long bits) {
        int len = s.length();
        String shown = s.substring(0, 8) + "..." + s.substring(len - 8, len);
        return "encoded string (" + shown + ") too long: " + bits + " bytes";
    }

    /** The number of bytes written so far. */
    public final int size() {
        return written;
    }
}
