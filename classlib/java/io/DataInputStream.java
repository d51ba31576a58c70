// java.io.DataInputStream: reads primitives big-endian and strings as modified UTF-8.
package java.io;

import java.util.Objects;

/** An input stream for DataInput's formats; input ending inside a value throws EOFException. */
public class DataInputStream extends FilterInputStream implements DataInput {
    private final byte[] readBuffer = new byte[8];

    public DataInputStream(InputStream in) {
        super(in);
    }

    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int count = in.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    /** Skips up to n bytes, stopping early only at the end of input. */
    public final int skipBytes(int n) throws IOException {
        int total = 0;
        int cur;
        while (total < n && (cur = (int) in.skip(n - total)) > 0) {
            total += cur;
        }
        return total;
    }

    private int readByteOrEof() throws IOException {
        int ch = in.read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final boolean readBoolean() throws IOException {
        return readByteOrEof() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readByteOrEof();
    }

    public final int readUnsignedByte() throws IOException {
        return readByteOrEof();
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        int ch1 = in.read();
        int ch2 = in.read();
        if ((ch1 | ch2) < 0) {
            throw new EOFException();
        }
        return (ch1 << 8) + ch2;
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        readFully(readBuffer, 0, 4);
        return ((readBuffer[0] & 0xff) << 24) | ((readBuffer[1] & 0xff) << 16)
                | ((readBuffer[2] & 0xff) << 8) | (readBuffer[3] & 0xff);
    }

    public final long readLong() throws IOException {
        readFully(readBuffer, 0, 8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (readBuffer[i] & 0xff);
        }
        return v;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /**
     * Bytes up to a line end (\n, \r or \r\n), each byte one char; null at the end of input.
     * A \r not followed by \n leaves the next byte unread, pushing back through a
     * PushbackInputStream that replaces the underlying stream if it is not one already.
     */
    @Deprecated
    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = -1;
        boolean any = false;
        for (;;) {
            c = in.read();
            if (c == -1 || c == '\n') {
                break;
            }
            any = true;
            if (c == '\r') {
                int c2 = in.read();
                if (c2 != '\n' && c2 != -1) {
                    if (!(in instanceof PushbackInputStream)) {
                        this.in = new PushbackInputStream(in);
                    }
                    ((PushbackInputStream) in).unread(c2);
                }
                break;
            }
            sb.append((char) c);
        }
        if (c == -1 && !any) {
            return null;
        }
        return sb.toString();
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    /** Reads a two-byte length and that many bytes of modified UTF-8. */
    public static final String readUTF(DataInput in) throws IOException {
        int utflen = in.readUnsignedShort();
        byte[] bytes = new byte[utflen];
        in.readFully(bytes, 0, utflen);
        char[] chars = new char[utflen];
        int count = 0;
        int n = 0;
        while (count < utflen) {
            int c = bytes[count] & 0xff;
            switch (c >> 4) {
                case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
                    count++;
                    chars[n++] = (char) c;
                    break;
                case 12: case 13: {
                    count += 2;
                    if (count > utflen) {
                        throw new UTFDataFormatException("malformed input: partial character at end");
                    }
                    int c2 = bytes[count - 1];
                    if ((c2 & 0xc0) != 0x80) {
                        throw new UTFDataFormatException("malformed input around byte " + count);
                    }
                    chars[n++] = (char) (((c & 0x1f) << 6) | (c2 & 0x3f));
                    break;
                }
                case 14: {
                    count += 3;
                    if (count > utflen) {
                        throw new UTFDataFormatException("malformed input: partial character at end");
                    }
                    int c2 = bytes[count - 2];
                    int c3 = bytes[count - 1];
                    if ((c2 & 0xc0) != 0x80 || (c3 & 0xc0) != 0x80) {
                        throw new UTFDataFormatException("malformed input around byte " + (count - 1));
                    }
                    chars[n++] = (char) (((c & 0x0f) << 12) | ((c2 & 0x3f) << 6) | (c3 & 0x3f));
                    break;
                }
                default:
                    throw new UTFDataFormatException("malformed input around byte " + count);
            }
        }
        return new String(chars, 0, n);
    }
}
