// javax.microedition.io.UdpConnection: the UDPDatagramConnection of datagram:// URLs.
package javax.microedition.io;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;

/**
 * A java.net.DatagramSocket: bound to the URL's port for datagram://:port, to a port the system
 * chooses otherwise. datagram://host:port gives the default destination of new datagrams.
 */
final class UdpConnection implements UDPDatagramConnection {
    static final int MAXIMUM_LENGTH = 65507;  // the largest UDP payload over IPv4
    static final int NOMINAL_LENGTH = 1472;   // what fits an Ethernet frame

    private final DatagramSocket socket;
    private final String defaultAddress;  // null for a listener

    UdpConnection(GcfAddress a) throws IOException {
        socket = new DatagramSocket(a.isServer() ? a.port() : 0);
        defaultAddress = a.isServer() ? null : "datagram://" + a.host() + ":" + a.port();
    }

    public int getMaximumLength() {
        return MAXIMUM_LENGTH;
    }

    public int getNominalLength() {
        return NOMINAL_LENGTH;
    }

    public void send(Datagram dgram) throws IOException {
        ensureOpen();
        String addr = dgram.getAddress();
        if (addr == null) {
            throw new IOException("No address in datagram");
        }
        GcfAddress target = GcfAddress.parse(addr.substring(addr.indexOf(':') + 1));
        InetAddress to = target.resolve();
        socket.send(new DatagramPacket(dgram.getData(), dgram.getOffset(), dgram.getLength(), to, target.port()));
    }

    /** Fills the datagram's buffer from its offset to its end; length and address become the sender's. */
    public void receive(Datagram dgram) throws IOException {
        ensureOpen();
        byte[] buf = dgram.getData();
        int off = dgram.getOffset();
        DatagramPacket p = new DatagramPacket(buf, off, buf.length - off);
        socket.receive(p);
        dgram.setData(buf, off, p.getLength());
        ((UdpDatagram) dgram).setAddressText(GcfAddress.format("datagram", p.getAddress(), p.getPort()));
    }

    public Datagram newDatagram(int size) throws IOException {
        return newDatagram(new byte[checkSize(size)], size, defaultAddress);
    }

    public Datagram newDatagram(int size, String addr) throws IOException {
        return newDatagram(new byte[checkSize(size)], size, addr);
    }

    public Datagram newDatagram(byte[] buf, int size) throws IOException {
        return newDatagram(buf, size, defaultAddress);
    }

    public Datagram newDatagram(byte[] buf, int size, String addr) throws IOException {
        ensureOpen();
        if (size < 0 || size > buf.length) {
            throw new IllegalArgumentException("Invalid size: " + size);
        }
        UdpDatagram d = new UdpDatagram(buf, size);
        if (addr != null) {
            d.setAddress(addr);
        }
        return d;
    }

    private static int checkSize(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("Invalid size: " + size);
        }
        return size;
    }

    public String getLocalAddress() throws IOException {
        ensureOpen();
        return socket.getLocalAddress().getHostAddress();
    }

    public int getLocalPort() throws IOException {
        ensureOpen();
        return socket.getLocalPort();
    }

    private void ensureOpen() throws IOException {
        if (socket.isClosed()) {
            throw new IOException("Connection closed");
        }
    }

    public void close() {
        socket.close();
    }
}
