// wwvm-only
// wwvm-args: -Xclock:virtual
// Under -Xclock:virtual a socket timeout is virtual time: when every thread waits, the VM waits
// for the descriptors as long as the timeout (in real time), then moves the clock to the
// deadline, so the timeout fires exactly when the program's clock says it should.
// expect: java.net.SocketTimeoutException: Read timed out
// expect: virtual time waited: 200 ms
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;

public class virtual_clock_timeout {
    public static void main(String[] args) throws Exception {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        Socket client = new Socket("127.0.0.1", server.getLocalPort());
        Socket peer = server.accept();
        client.setSoTimeout(200);
        long t0 = System.nanoTime();
        try {
            client.getInputStream().read();
        } catch (SocketTimeoutException e) {
            System.out.println(e);
        }
        System.out.println("virtual time waited: " + (System.nanoTime() - t0) / 1000000 + " ms");
        client.close();
        peer.close();
        server.close();
    }
}
