// java.io.DataOutputStream: writes primitives big-endian and strings as modified UTF-8.
package java.io;

/**
 * {@code written} (protected API) counts the bytes passed on, stopping at Integer.MAX_VALUE.
 * Multi-byte values are laid out in {@code scratch} and written in one call.
 */
public class DataOutputStream extends FilterOutputStream implements DataOutput {
    protected int written;
    private final byte[] scratch = new byte[8];

    public DataOutputStream(OutputStream out) {
        super(out);
    }

    private void counted(int n) {
        written = written > Integer.MAX_VALUE - n ? Integer.MAX_VALUE : written + n;
    }

    public synchronized void write(int b) throws IOException {
        out.write(b);
        counted(1);
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        counted(len);
    }

    public void flush() throws IOException {
        out.flush();
    }

    /** Writes the low {@code n} bytes of v, most significant first. */
    private void bigEndian(long v, int n) throws IOException {
        for (int i = n - 1; i >= 0; i--) {
            scratch[i] = (byte) v;
            v >>>= 8;
        }
        out.write(scratch, 0, n);
        counted(n);
    }

    public final void writeBoolean(boolean v) throws IOException {
        out.write(v ? 1 : 0);
        counted(1);
    }

    public final void writeByte(int v) throws IOException {
        out.write(v);
        counted(1);
    }

    public final void writeShort(int v) throws IOException {
        bigEndian(v, 2);
    }

    public final void writeChar(int v) throws IOException {
        bigEndian(v, 2);
    }

    public final void writeInt(int v) throws IOException {
        bigEndian(v, 4);
    }

    public final void writeLong(long v) throws IOException {
        bigEndian(v, 8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    /** The low byte of each char. */
    public final void writeBytes(String s) throws IOException {
        int n = s.length();
        byte[] bytes = new byte[n];
        for (int i = 0; i < n; i++) {
            bytes[i] = (byte) s.charAt(i);
        }
        out.write(bytes, 0, n);
        counted(n);
    }

    /** Each char as two bytes, high byte first. */
    public final void writeChars(String s) throws IOException {
        int n = s.length();
        byte[] bytes = new byte[2 * n];
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            bytes[2 * i] = (byte) (c >>> 8);
            bytes[2 * i + 1] = (byte) c;
        }
        out.write(bytes, 0, bytes.length);
        counted(bytes.length);
    }

    /** Modified UTF-8: U+0000 as two bytes, supplementary characters as two 3-byte surrogates. */
    public final void writeUTF(String str) throws IOException {
        long size = 0;
        int n = str.length();
        for (int i = 0; i < n; i++) {
            size += modifiedUtf8Length(str.charAt(i));
        }
        if (size > 0xffff) {
            throw new UTFDataFormatException("encoded string (" + str.substring(0, 8) + "..."
                    + str.substring(n - 8, n) + ") too long: " + size + " bytes");
        }
        byte[] bytes = new byte[2 + (int) size];
        bytes[0] = (byte) (size >>> 8);
        bytes[1] = (byte) size;
        int at = 2;
        for (int i = 0; i < n; i++) {
            char c = str.charAt(i);
            switch (modifiedUtf8Length(c)) {
                case 1:
                    bytes[at++] = (byte) c;
                    break;
                case 2:
                    bytes[at++] = (byte) (0xc0 | (c >> 6));
                    bytes[at++] = (byte) (0x80 | (c & 0x3f));
                    break;
                default:
                    bytes[at++] = (byte) (0xe0 | (c >> 12));
                    bytes[at++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                    bytes[at++] = (byte) (0x80 | (c & 0x3f));
                    break;
            }
        }
        out.write(bytes, 0, bytes.length);
        counted(bytes.length);
    }

    private static int modifiedUtf8Length(char c) {
        if (c != 0 && c < 0x80) {
            return 1;
        }
        return c < 0x800 ? 2 : 3;
    }

    public final int size() {
        return written;
    }
}
