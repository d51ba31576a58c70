// A datagram round trip over loopback: a request to a responder thread and its answer, with
// the sender's address and port filled in by receive, and a receive timeout.
// expect: responder got: ping from 127.0.0.1 (port matches: true)
// expect: answer: pong (4 bytes)
// expect: truncated to the buffer: abc 3
// expect: java.net.SocketTimeoutException: Receive timed out
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.SocketTimeoutException;

public class datagram_roundtrip {
    public static void main(String[] args) throws Exception {
        final InetAddress loopback = InetAddress.getByName("127.0.0.1");
        final DatagramSocket responder = new DatagramSocket(0, loopback);
        final DatagramSocket client = new DatagramSocket(0, loopback);
        Thread t = new Thread() {
            public void run() {
                try {
                    byte[] buf = new byte[100];
                    DatagramPacket p = new DatagramPacket(buf, buf.length);
                    responder.receive(p);
                    System.out.println("responder got: " + new String(buf, 0, p.getLength()) + " from "
                            + p.getAddress().getHostAddress() + " (port matches: "
                            + (p.getPort() == client.getLocalPort()) + ")");
                    byte[] answer = "pong".getBytes();
                    responder.send(new DatagramPacket(answer, answer.length, p.getAddress(), p.getPort()));
                } catch (Exception e) {
                    System.out.println("responder: " + e);
                }
            }
        };
        t.start();
        byte[] ping = "ping".getBytes();
        client.send(new DatagramPacket(ping, ping.length, loopback, responder.getLocalPort()));
        byte[] buf = new byte[100];
        DatagramPacket answer = new DatagramPacket(buf, buf.length);
        client.receive(answer);
        t.join();
        System.out.println("answer: " + new String(buf, 0, answer.getLength()) + " (" + answer.getLength() + " bytes)");

        byte[] big = "abcdef".getBytes();
        client.send(new DatagramPacket(big, big.length, loopback, responder.getLocalPort()));
        byte[] small = new byte[3];
        DatagramPacket cut = new DatagramPacket(small, small.length);
        responder.receive(cut);
        System.out.println("truncated to the buffer: " + new String(small) + " " + cut.getLength());

        client.setSoTimeout(100);
        try {
            client.receive(answer);
        } catch (SocketTimeoutException e) {
            System.out.println(e);
        }
        client.close();
        responder.close();
    }
}
