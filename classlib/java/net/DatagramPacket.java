// java.net.DatagramPacket: a UDP datagram's data, length and remote address and port.
package java.net;

/**
 * The buffer range (offset, length) is what send sends and what receive fills; receive then
 * sets length to the datagram's (cut to the buffer range, which later receives still use).
 */
public final class DatagramPacket {
    private byte[] buf;
    private int offset;
    private int length;
    private int bufLength;  // the range receive may fill, kept across receives as on the JDK
    private InetAddress address;
    private int port = -1;

    public DatagramPacket(byte[] buf, int offset, int length) {
        setData(buf, offset, length);
    }

    public DatagramPacket(byte[] buf, int length) {
        this(buf, 0, length);
    }

    public DatagramPacket(byte[] buf, int offset, int length, InetAddress address, int port) {
        this(buf, offset, length);
        setAddress(address);
        setPort(port);
    }

    public DatagramPacket(byte[] buf, int length, InetAddress address, int port) {
        this(buf, 0, length, address, port);
    }

    public DatagramPacket(byte[] buf, int offset, int length, SocketAddress address) {
        this(buf, offset, length);
        setSocketAddress(address);
    }

    public DatagramPacket(byte[] buf, int length, SocketAddress address) {
        this(buf, 0, length, address);
    }

    public synchronized InetAddress getAddress() {
        return address;
    }

    public synchronized int getPort() {
        return port;
    }

    public synchronized byte[] getData() {
        return buf;
    }

    public synchronized int getOffset() {
        return offset;
    }

    public synchronized int getLength() {
        return length;
    }

    public synchronized void setData(byte[] buf, int offset, int length) {
        if (length < 0 || offset < 0 || length + offset < 0 || length + offset > buf.length) {
            throw new IllegalArgumentException("illegal length or offset");
        }
        this.buf = buf;
        this.offset = offset;
        this.length = length;
        this.bufLength = length;
    }

    public synchronized void setData(byte[] buf) {
        if (buf == null) {
            throw new NullPointerException("null packet buffer");
        }
        setData(buf, 0, buf.length);
    }

    public synchronized void setLength(int length) {
        if (length + offset > buf.length || length < 0 || length + offset < 0) {
            throw new IllegalArgumentException("illegal length");
        }
        this.length = length;
        this.bufLength = length;
    }

    public synchronized void setAddress(InetAddress address) {
        this.address = address;
    }

    public synchronized void setPort(int port) {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("Port out of range:" + port);
        }
        this.port = port;
    }

    public synchronized void setSocketAddress(SocketAddress address) {
        if (!(address instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("unsupported address type");
        }
        InetSocketAddress a = (InetSocketAddress) address;
        if (a.isUnresolved()) {
            throw new IllegalArgumentException("unresolved address");
        }
        setAddress(a.getAddress());
        setPort(a.getPort());
    }

    public synchronized SocketAddress getSocketAddress() {
        return address == null ? null : new InetSocketAddress(address, port);
    }

    int receiveLength() {
        return bufLength;
    }

    /** What receive found: the datagram's length (already cut) and its sender. */
    void received(int n, InetAddress from, int fromPort) {
        length = n;
        address = from;
        port = fromPort;
    }
}
