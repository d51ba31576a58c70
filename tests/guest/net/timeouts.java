// setSoTimeout bounds accept and read: a listener nobody connects to and a connection whose
// peer never writes time out at the deadline, and the socket stays usable afterwards.
// expect: java.net.SocketTimeoutException: Accept timed out
// expect: accept waited the timeout: true
// expect: java.net.SocketTimeoutException: Read timed out
// expect: read waited the timeout: true
// expect: still open: true
// expect: read after the timeout: 42
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;

public class timeouts {
    public static void main(String[] args) throws Exception {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        server.setSoTimeout(150);
        long t0 = System.nanoTime();
        try {
            server.accept();
        } catch (SocketTimeoutException e) {
            System.out.println(e);
        }
        System.out.println("accept waited the timeout: " + ((System.nanoTime() - t0) / 1000000 >= 150));

        Socket client = new Socket("127.0.0.1", server.getLocalPort());  // the backlog completes it
        server.setSoTimeout(0);
        Socket peer = server.accept();
        client.setSoTimeout(150);
        InputStream in = client.getInputStream();
        t0 = System.nanoTime();
        try {
            in.read();
        } catch (SocketTimeoutException e) {
            System.out.println(e);
        }
        System.out.println("read waited the timeout: " + ((System.nanoTime() - t0) / 1000000 >= 150));
        System.out.println("still open: " + !client.isClosed());
        peer.getOutputStream().write(42);
        System.out.println("read after the timeout: " + in.read());
        client.close();
        peer.close();
        server.close();
    }
}
