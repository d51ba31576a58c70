// javax.microedition.io.UdpDatagram: the Datagram that UdpConnection makes, sends and fills.
package javax.microedition.io;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The DataInput and DataOutput methods go through a DataInputStream and a DataOutputStream over
 * the buffer at the shared pointer: reads end at the length (EOFException after), each write
 * stores at the pointer and sets the length to it, as CLDC's datagram does.
 */
final class UdpDatagram implements Datagram {
    private byte[] buf;
    private int offset;
    private int length;
    private int pointer;
    private String address;
    private final DataInputStream reader = new DataInputStream(new InputStream() {
        public int read() {
            return pointer < length ? buf[offset + pointer++] & 0xff : -1;
        }
    });
    private final DataOutputStream writer = new DataOutputStream(new OutputStream() {
        public void write(int b) throws IOException {
            if (offset + pointer >= buf.length) {
                throw new IOException("Datagram buffer full");
            }
            buf[offset + pointer++] = (byte) b;
            length = pointer;
        }
    });

    UdpDatagram(byte[] buf, int length) {
        setData(buf, 0, length);
    }

    public String getAddress() {
        return address;
    }

    public byte[] getData() {
        return buf;
    }

    public int getLength() {
        return length;
    }

    public int getOffset() {
        return offset;
    }

    /** "datagram://host:port"; IllegalArgumentException when it is not one. */
    public void setAddress(String addr) {
        if (addr == null || !addr.startsWith("datagram:")) {
            throw new IllegalArgumentException("Invalid datagram address: " + addr);
        }
        if (GcfAddress.parse(addr.substring("datagram:".length())).isServer()) {
            throw new IllegalArgumentException("Missing host in datagram address: " + addr);
        }
        address = addr;
    }

    void setAddressText(String addr) {
        address = addr;
    }

    public void setAddress(Datagram reference) {
        address = reference.getAddress();
    }

    public void setLength(int len) {
        if (len < 0 || offset + len > buf.length) {
            throw new IllegalArgumentException("Invalid length: " + len);
        }
        length = len;
    }

    public void setData(byte[] buffer, int offset, int len) {
        if (offset < 0 || len < 0 || offset + len > buffer.length) {
            throw new IllegalArgumentException("Invalid offset or length");
        }
        this.buf = buffer;
        this.offset = offset;
        this.length = len;
        this.pointer = 0;
    }

    public void reset() {
        offset = 0;
        length = 0;
        pointer = 0;
    }

    public void readFully(byte[] b) throws IOException {
        reader.readFully(b);
    }

    public void readFully(byte[] b, int off, int len) throws IOException {
        reader.readFully(b, off, len);
    }

    public int skipBytes(int n) throws IOException {
        return reader.skipBytes(n);
    }

    public boolean readBoolean() throws IOException {
        return reader.readBoolean();
    }

    public byte readByte() throws IOException {
        return reader.readByte();
    }

    public int readUnsignedByte() throws IOException {
        return reader.readUnsignedByte();
    }

    public short readShort() throws IOException {
        return reader.readShort();
    }

    public int readUnsignedShort() throws IOException {
        return reader.readUnsignedShort();
    }

    public char readChar() throws IOException {
        return reader.readChar();
    }

    public int readInt() throws IOException {
        return reader.readInt();
    }

    public long readLong() throws IOException {
        return reader.readLong();
    }

    public float readFloat() throws IOException {
        return reader.readFloat();
    }

    public double readDouble() throws IOException {
        return reader.readDouble();
    }

    public String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = reader.read()) >= 0 && c != '\n') {
            if (c != '\r') {
                sb.append((char) c);
            }
        }
        return c < 0 && sb.length() == 0 ? null : sb.toString();
    }

    public String readUTF() throws IOException {
        return reader.readUTF();
    }

    public void write(int b) throws IOException {
        writer.write(b);
    }

    public void write(byte[] b) throws IOException {
        writer.write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        writer.write(b, off, len);
    }

    public void writeBoolean(boolean v) throws IOException {
        writer.writeBoolean(v);
    }

    public void writeByte(int v) throws IOException {
        writer.writeByte(v);
    }

    public void writeShort(int v) throws IOException {
        writer.writeShort(v);
    }

    public void writeChar(int v) throws IOException {
        writer.writeChar(v);
    }

    public void writeInt(int v) throws IOException {
        writer.writeInt(v);
    }

    public void writeLong(long v) throws IOException {
        writer.writeLong(v);
    }

    public void writeFloat(float v) throws IOException {
        writer.writeFloat(v);
    }

    public void writeDouble(double v) throws IOException {
        writer.writeDouble(v);
    }

    public void writeBytes(String s) throws IOException {
        writer.writeBytes(s);
    }

    public void writeChars(String s) throws IOException {
        writer.writeChars(s);
    }

    public void writeUTF(String s) throws IOException {
        writer.writeUTF(s);
    }
}
