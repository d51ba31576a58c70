// javax.microedition.io.SocketStream: the SocketConnection of socket://host:port (and of acceptAndOpen).
package javax.microedition.io;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;

/** A java.net.Socket seen through the GCF interfaces; the mode limits which streams open. */
final class SocketStream implements SocketConnection {
    private final Socket socket;
    private final int mode;

    SocketStream(GcfAddress target, int mode) throws IOException {
        this(new Socket(target.resolve(), target.port()), mode);
    }

    SocketStream(Socket socket, int mode) {
        this.socket = socket;
        this.mode = mode;
    }

    public InputStream openInputStream() throws IOException {
        if ((mode & Connector.READ) == 0) {
            throw new IOException("Connection not open for reading");
        }
        return socket.getInputStream();
    }

    public DataInputStream openDataInputStream() throws IOException {
        return new DataInputStream(openInputStream());
    }

    public OutputStream openOutputStream() throws IOException {
        if ((mode & Connector.WRITE) == 0) {
            throw new IOException("Connection not open for writing");
        }
        return socket.getOutputStream();
    }

    public DataOutputStream openDataOutputStream() throws IOException {
        return new DataOutputStream(openOutputStream());
    }

    public void setSocketOption(byte option, int value) throws IOException {
        if (value < 0) {
            throw new IllegalArgumentException("Negative option value");
        }
        switch (option) {
            case DELAY: socket.setTcpNoDelay(value == 0); break;
            case LINGER: socket.setSoLinger(value != 0, value); break;
            case KEEPALIVE: socket.setKeepAlive(value != 0); break;
            case RCVBUF: socket.setReceiveBufferSize(value); break;
            case SNDBUF: socket.setSendBufferSize(value); break;
            default: throw new IllegalArgumentException("Unknown socket option " + option);
        }
    }

    public int getSocketOption(byte option) throws IOException {
        switch (option) {
            case DELAY: return socket.getTcpNoDelay() ? 0 : 1;
            case LINGER: return Math.max(0, socket.getSoLinger());
            case KEEPALIVE: return socket.getKeepAlive() ? 1 : 0;
            case RCVBUF: return socket.getReceiveBufferSize();
            case SNDBUF: return socket.getSendBufferSize();
            default: throw new IllegalArgumentException("Unknown socket option " + option);
        }
    }

    private void ensureOpen() throws IOException {
        if (socket.isClosed()) {
            throw new IOException("Connection closed");
        }
    }

    public String getLocalAddress() throws IOException {
        ensureOpen();
        return socket.getLocalAddress().getHostAddress();
    }

    public int getLocalPort() throws IOException {
        ensureOpen();
        return socket.getLocalPort();
    }

    public String getAddress() throws IOException {
        ensureOpen();
        return socket.getInetAddress().getHostAddress();
    }

    public int getPort() throws IOException {
        ensureOpen();
        return socket.getPort();
    }

    public void close() throws IOException {
        socket.close();
    }
}
