// wwvm-only
// Each thread's NETWORK account holds exactly the bytes it sent and received through sockets:
// a sender thread writes 1000 bytes over loopback and reads a 10-byte answer, the receiving
// thread reads the 1000 and writes the answer; a datagram exchange counts payload bytes too.
// Another thread's traffic never shows in a thread's window.
// expect: sender: sent 1000 received 10 total 1010
// expect: receiver: sent 10 received 1000 total 1010
// expect: main, which only connected: sent 0 received 0
// expect: datagram sender: sent 300 received 0
// expect: datagram receiver: sent 0 received 300
import java.io.IOException;
import java.io.InputStream;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import ww.Measurement;
import ww.Profiler;
import ww.Resource;

public class network_account {
    static String line(String who, Measurement m) {
        return who + ": sent " + m.networkSent() + " received " + m.networkReceived();
    }

    static void readFully(InputStream in, byte[] b) throws IOException {
        int n = 0;
        while (n < b.length) {
            int k = in.read(b, n, b.length - n);
            if (k < 0) {
                throw new IOException("early end");
            }
            n += k;
        }
    }

    public static void main(String[] args) throws Exception {
        Profiler.reset(Resource.NETWORK);
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        final Socket client = new Socket("127.0.0.1", server.getLocalPort());
        final Socket peer = server.accept();
        final String[] report = new String[2];
        Thread sender = new Thread() {
            public void run() {
                try {
                    Profiler.reset(Resource.NETWORK);
                    client.getOutputStream().write(new byte[1000]);
                    readFully(client.getInputStream(), new byte[10]);
                    Measurement m = Profiler.getCount(Resource.NETWORK);
                    report[0] = line("sender", m) + " total " + m.network();
                } catch (IOException e) {
                    report[0] = "sender: " + e;
                }
            }
        };
        Thread receiver = new Thread() {
            public void run() {
                try {
                    Profiler.reset(Resource.NETWORK);
                    readFully(peer.getInputStream(), new byte[1000]);
                    peer.getOutputStream().write(new byte[10]);
                    Measurement m = Profiler.getCount(Resource.NETWORK);
                    report[1] = line("receiver", m) + " total " + m.network();
                } catch (IOException e) {
                    report[1] = "receiver: " + e;
                }
            }
        };
        receiver.start();
        sender.start();
        sender.join();
        receiver.join();
        System.out.println(report[0]);
        System.out.println(report[1]);
        System.out.println(line("main, which only connected", Profiler.getCount(Resource.NETWORK)));
        client.close();
        peer.close();
        server.close();

        final DatagramSocket in = new DatagramSocket(0, InetAddress.getByName("127.0.0.1"));
        Thread dgReceiver = new Thread() {
            public void run() {
                try {
                    Profiler.reset(Resource.NETWORK);
                    byte[] buf = new byte[200];
                    in.receive(new DatagramPacket(buf, buf.length));
                    in.receive(new DatagramPacket(buf, buf.length));
                    report[1] = line("datagram receiver", Profiler.getCount(Resource.NETWORK));
                } catch (IOException e) {
                    report[1] = "datagram receiver: " + e;
                }
            }
        };
        dgReceiver.start();
        DatagramSocket out = new DatagramSocket(0, InetAddress.getByName("127.0.0.1"));
        Profiler.reset(Resource.NETWORK);
        out.send(new DatagramPacket(new byte[100], 100, in.getLocalAddress(), in.getLocalPort()));
        out.send(new DatagramPacket(new byte[200], 200, in.getLocalAddress(), in.getLocalPort()));
        System.out.println(line("datagram sender", Profiler.getCount(Resource.NETWORK)));
        dgReceiver.join();
        System.out.println(report[1]);
        out.close();
        in.close();
    }
}
