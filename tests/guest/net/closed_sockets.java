// Using a closed socket: the socket's own methods say "Socket is closed", its streams and a
// call blocked in it when another thread closes it say "Socket closed", as on JDK 17.
// expect: getInputStream: java.net.SocketException: Socket is closed
// expect: stream read: java.net.SocketException: Socket closed
// expect: stream write: java.net.SocketException: Socket closed
// expect: setSoTimeout: java.net.SocketException: Socket is closed
// expect: accept on a closed server: java.net.SocketException: Socket is closed
// expect: accept when closed by another thread: java.net.SocketException: Socket closed
// expect: read when closed by another thread: java.net.SocketException: Socket closed
// expect: closing twice is fine: true
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

public class closed_sockets {
    static void closeLater(final java.io.Closeable c) {
        new Thread() {
            public void run() {
                try {
                    Thread.sleep(50);
                    c.close();
                } catch (Exception e) {
                    System.out.println("closer: " + e);
                }
            }
        }.start();
    }

    public static void main(String[] args) throws Exception {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        Socket s = new Socket("127.0.0.1", server.getLocalPort());
        Socket peer = server.accept();
        InputStream in = s.getInputStream();
        OutputStream out = s.getOutputStream();
        s.close();
        try {
            s.getInputStream();
        } catch (IOException e) {
            System.out.println("getInputStream: " + e);
        }
        try {
            in.read();
        } catch (IOException e) {
            System.out.println("stream read: " + e);
        }
        try {
            out.write(1);
        } catch (IOException e) {
            System.out.println("stream write: " + e);
        }
        try {
            s.setSoTimeout(10);
        } catch (IOException e) {
            System.out.println("setSoTimeout: " + e);
        }

        ServerSocket other = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        other.close();
        try {
            other.accept();
        } catch (IOException e) {
            System.out.println("accept on a closed server: " + e);
        }

        Socket quiet = new Socket("127.0.0.1", server.getLocalPort());  // connected, never written to
        Socket quietPeer = server.accept();
        closeLater(server);
        try {
            server.accept();
        } catch (IOException e) {
            System.out.println("accept when closed by another thread: " + e);
        }

        closeLater(quiet);
        try {
            quiet.getInputStream().read();
        } catch (IOException e) {
            System.out.println("read when closed by another thread: " + e);
        }
        s.close();
        peer.close();
        quietPeer.close();
        System.out.println("closing twice is fine: " + s.isClosed());
    }
}
