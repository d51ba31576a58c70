// A connection to a loopback port where nothing listens is refused; as on JDK 17, a failed
// connect() leaves the Socket object itself open.
// expect: java.net.ConnectException: Connection refused
// expect: closed after the failure: false
// expect: java.net.ConnectException: Connection refused
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

public class connect_refused {
    public static void main(String[] args) throws Exception {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        int port = server.getLocalPort();
        server.close();  // nothing listens there now
        try {
            new Socket("127.0.0.1", port);
            System.out.println("connected?");
        } catch (ConnectException e) {
            System.out.println(e);
        }
        Socket s = new Socket();
        try {
            s.connect(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), port), 1000);
        } catch (ConnectException e) {
            System.out.println("closed after the failure: " + s.isClosed());
        }
        try {
            new Socket(InetAddress.getLoopbackAddress(), port);
        } catch (ConnectException e) {
            System.out.println(e);
        }
    }
}
