// wwvm-only
// Connector's errors: an unknown scheme is ConnectionNotFoundException, a URL that does not
// parse is IllegalArgumentException (before any lookup), a refused connection an IOException,
// a malformed host literal UnknownHostException; a closed connection refuses further use.
// expect: javax.microedition.io.ConnectionNotFoundException: The requested protocol does not exist gopher://127.0.0.1:70
// expect: java.lang.IllegalArgumentException: no ':' in URL
// expect: java.lang.IllegalArgumentException: Missing '//' in URL
// expect: java.lang.IllegalArgumentException: Missing port number
// expect: java.lang.IllegalArgumentException: Invalid port: http
// expect: java.lang.IllegalArgumentException: Invalid port: 70000
// expect: java.lang.IllegalArgumentException: Illegal mode
// expect: java.lang.IllegalArgumentException: Null URL
// expect: java.net.ConnectException: Connection refused
// expect: java.lang.IllegalArgumentException: Invalid host: [::1:80
// expect: java.net.UnknownHostException: ::1x: invalid IPv6 address literal
// expect: java.io.IOException: Connection closed
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import javax.microedition.io.Connector;
import javax.microedition.io.ServerSocketConnection;

public class gcf_errors {
    static void open(String url, int mode) {
        try {
            Connector.open(url, mode).close();
            System.out.println("opened? " + url);
        } catch (IOException e) {
            System.out.println(e);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
    }

    public static void main(String[] args) throws Exception {
        open("gopher://127.0.0.1:70", Connector.READ_WRITE);
        open("socket", Connector.READ_WRITE);
        open("socket:127.0.0.1:80", Connector.READ_WRITE);
        open("socket://127.0.0.1", Connector.READ_WRITE);
        open("socket://127.0.0.1:http", Connector.READ_WRITE);
        open("datagram://127.0.0.1:70000", Connector.READ_WRITE);
        open("socket://127.0.0.1:80", 7);
        open(null, Connector.READ);

        ServerSocket s = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        int closedPort = s.getLocalPort();
        s.close();
        open("socket://127.0.0.1:" + closedPort, Connector.READ_WRITE);
        open("socket://[::1:80", Connector.READ_WRITE);
        open("socket://[::1x]:80", Connector.READ_WRITE);

        ServerSocketConnection server = (ServerSocketConnection) Connector.open("socket://:");
        server.close();
        try {
            server.getLocalPort();
        } catch (IOException e) {
            System.out.println(e);
        }
    }
}
