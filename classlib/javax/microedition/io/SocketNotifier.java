// javax.microedition.io.SocketNotifier: the ServerSocketConnection of socket://:port.
package javax.microedition.io;

import java.io.IOException;
import java.net.ServerSocket;

/** A java.net.ServerSocket on every local address; each accepted client is a SocketConnection. */
final class SocketNotifier implements ServerSocketConnection {
    private final ServerSocket server;

    SocketNotifier(int port) throws IOException {
        server = new ServerSocket(port);
    }

    public StreamConnection acceptAndOpen() throws IOException {
        return new SocketStream(server.accept(), Connector.READ_WRITE);
    }

    public String getLocalAddress() throws IOException {
        ensureOpen();
        return server.getInetAddress().getHostAddress();
    }

    public int getLocalPort() throws IOException {
        ensureOpen();
        return server.getLocalPort();
    }

    private void ensureOpen() throws IOException {
        if (server.isClosed()) {
            throw new IOException("Connection closed");
        }
    }

    public void close() throws IOException {
        server.close();
    }
}
