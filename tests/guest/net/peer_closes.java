// The peer closes mid-stream: the reader gets what was sent, then -1; writing on to a peer
// that has gone fails with a SocketException (the system says "Broken pipe" or "Connection
// reset by peer", whichever comes first) and never kills the VM (no SIGPIPE).
// expect: read 5 bytes: hello
// expect: then end of stream: -1
// expect: writing to the closed peer fails: java.net.SocketException
// expect: the VM is still running
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

public class peer_closes {
    public static void main(String[] args) throws Exception {
        final ServerSocket server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        Thread peer = new Thread() {
            public void run() {
                try {
                    Socket s = server.accept();
                    s.getOutputStream().write("hello".getBytes());
                    s.close();
                } catch (IOException e) {
                    System.out.println("peer: " + e);
                }
            }
        };
        peer.start();
        Socket s = new Socket("127.0.0.1", server.getLocalPort());
        InputStream in = s.getInputStream();
        byte[] buf = new byte[5];
        int n = 0;
        while (n < 5) {
            n += in.read(buf, n, 5 - n);
        }
        System.out.println("read " + n + " bytes: " + new String(buf));
        System.out.println("then end of stream: " + in.read());
        peer.join();
        OutputStream out = s.getOutputStream();
        try {
            for (int i = 0; i < 1000; i++) {
                out.write(new byte[1000]);
                Thread.sleep(1);
            }
            System.out.println("all writes succeeded?");
        } catch (IOException e) {
            System.out.println("writing to the closed peer fails: " + e.getClass().getName());
        }
        s.close();
        server.close();
        System.out.println("the VM is still running");
    }
}
