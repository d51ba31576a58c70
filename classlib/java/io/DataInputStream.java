// java.io.DataInputStream: reads primitives big-endian and strings as modified UTF-8.
package java.io;

import java.util.Objects;

/**
 * Every multi-byte value is read whole into {@code scratch} and assembled from there; input
 * ending inside a value throws EOFException.
 */
public class DataInputStream extends FilterInputStream implements DataInput {
    private final byte[] scratch = new byte[8];

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
        for (int done = 0; done < len; ) {
            int n = in.read(b, off + done, len - done);
            if (n < 0) {
                throw new EOFException();
            }
            done += n;
        }
    }

    public final int skipBytes(int n) throws IOException {
        int done = 0;
        while (done < n) {
            long step = in.skip(n - done);
            if (step <= 0) {
                break;
            }
            done += (int) step;
        }
        return done;
    }

    /** The next byte (0..255); EOFException at the end of the stream. */
    private int nextByte() throws IOException {
        int b = in.read();
        if (b < 0) {
            throw new EOFException();
        }
        return b;
    }

    /** Reads {@code n} bytes (at most 8) and returns them as one big-endian number. */
    private long bigEndian(int n) throws IOException {
        readFully(scratch, 0, n);
        long v = 0;
        for (int i = 0; i < n; i++) {
            v = (v << 8) | (scratch[i] & 0xff);
        }
        return v;
    }

    public final boolean readBoolean() throws IOException {
        return nextByte() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) nextByte();
    }

    public final int readUnsignedByte() throws IOException {
        return nextByte();
    }

    public final short readShort() throws IOException {
        return (short) bigEndian(2);
    }

    public final int readUnsignedShort() throws IOException {
        return (int) bigEndian(2);
    }

    public final char readChar() throws IOException {
        return (char) bigEndian(2);
    }

    public final int readInt() throws IOException {
        return (int) bigEndian(4);
    }

    public final long readLong() throws IOException {
        return bigEndian(8);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /**
     * Bytes as ISO-8859-1 characters up to "\n", "\r" or "\r\n". To look past a '\r' the
     * stream must be able to unread one byte, so {@code in} becomes a PushbackInputStream
     * then if it is not one already.
     */
    @Deprecated
    public final String readLine() throws IOException {
        StringBuilder line = new StringBuilder();
        for (;;) {
            int b = in.read();
            if (b < 0) {
                return line.length() == 0 ? null : line.toString();
            }
            if (b == '\n') {
                return line.toString();
            }
            if (b == '\r') {
                int after = in.read();
                if (after != '\n' && after >= 0) {
                    if (!(in instanceof PushbackInputStream)) {
                        in = new PushbackInputStream(in);
                    }
                    ((PushbackInputStream) in).unread(after);
                }
                return line.toString();
            }
            line.append((char) b);
        }
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    /**
     * Modified UTF-8 behind a two-byte length. A malformed sequence is reported with the
     * index of its lead byte, or for a bad continuation byte the lead's index plus 2.
     */
    public static final String readUTF(DataInput in) throws IOException {
        int size = in.readUnsignedShort();
        byte[] bytes = new byte[size];
        in.readFully(bytes, 0, size);
        char[] out = new char[size];
        int n = 0;
        int i = 0;
        while (i < size) {
            int lead = bytes[i] & 0xff;
            int length = lead < 0x80 ? 1 : (lead >> 5) == 0b110 ? 2 : (lead >> 4) == 0b1110 ? 3 : 0;
            if (length == 0) {
                throw new UTFDataFormatException("malformed input around byte " + i);
            }
            if (i + length > size) {
                throw new UTFDataFormatException("malformed input: partial character at end");
            }
            int c;
            if (length == 1) {
                c = lead;
            } else if (length == 2) {
                int b1 = bytes[i + 1];
                if ((b1 & 0xc0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + (i + 2));
                }
                c = ((lead & 0x1f) << 6) | (b1 & 0x3f);
            } else {
                int b1 = bytes[i + 1];
                int b2 = bytes[i + 2];
                if ((b1 & 0xc0) != 0x80 || (b2 & 0xc0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + (i + 2));
                }
                c = ((lead & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f);
            }
            out[n++] = (char) c;
            i += length;
        }
        return new String(out, 0, n);
    }
}
