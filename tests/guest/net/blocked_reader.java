// A thread blocked reading a socket does not stop the others: while the reader waits, the main
// thread computes and only then writes what the reader is waiting for.
// expect: reader waiting: true
// expect: reader state: RUNNABLE
// expect: computed while the reader waited: 1000000
// expect: reader got: 7
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

public class blocked_reader {
    static volatile boolean started;
    static volatile int got = -2;

    public static void main(String[] args) throws Exception {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        final Socket client = new Socket("127.0.0.1", server.getLocalPort());
        Socket peer = server.accept();
        Thread reader = new Thread() {
            public void run() {
                try {
                    started = true;
                    got = client.getInputStream().read();
                } catch (IOException e) {
                    System.out.println("reader: " + e);
                }
            }
        };
        reader.start();
        while (!started) {
            Thread.yield();
        }
        Thread.sleep(20);
        System.out.println("reader waiting: " + (got == -2));
        System.out.println("reader state: " + reader.getState());
        int count = 0;
        for (int i = 0; i < 1000000; i++) {
            count++;
        }
        System.out.println("computed while the reader waited: " + count);
        peer.getOutputStream().write(7);
        reader.join();
        System.out.println("reader got: " + got);
        client.close();
        peer.close();
        server.close();
    }
}
