// An echo server thread serves several client threads over loopback, one handler thread per
// connection; each client sends lines and reads them back. Every blocking read, write and
// accept lets the other threads run.
// expect: client 0: 3 lines echoed: true
// expect: client 1: 3 lines echoed: true
// expect: client 2: 3 lines echoed: true
// expect: client 3: 3 lines echoed: true
// expect: server accepted 4
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

public class echo_threads {
    static final int CLIENTS = 4;

    static class EtHandler extends Thread {
        final Socket socket;

        EtHandler(Socket socket) {
            this.socket = socket;
        }

        public void run() {
            try {
                BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream()));
                OutputStream out = socket.getOutputStream();
                String line;
                while ((line = in.readLine()) != null) {
                    out.write((line + "\n").getBytes());
                }
                socket.close();
            } catch (IOException e) {
                System.out.println("handler: " + e);
            }
        }
    }

    static class EtClient extends Thread {
        final int id;
        final int port;
        boolean ok;

        EtClient(int id, int port) {
            this.id = id;
            this.port = port;
        }

        public void run() {
            try {
                Socket s = new Socket("127.0.0.1", port);
                PrintWriter out = new PrintWriter(s.getOutputStream(), true);
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream()));
                boolean all = true;
                for (int i = 0; i < 3; i++) {
                    String msg = "client " + id + " line " + i + " " + "x".substring(0, 1);
                    out.println(msg);
                    all &= msg.equals(in.readLine());
                }
                s.shutdownOutput();
                all &= in.readLine() == null;
                s.close();
                ok = all;
            } catch (IOException e) {
                System.out.println("client " + id + ": " + e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final ServerSocket server = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        final int[] accepted = new int[1];
        Thread acceptor = new Thread() {
            public void run() {
                try {
                    for (int i = 0; i < CLIENTS; i++) {
                        new EtHandler(server.accept()).start();
                        accepted[0]++;
                    }
                } catch (IOException e) {
                    System.out.println("acceptor: " + e);
                }
            }
        };
        acceptor.start();
        EtClient[] clients = new EtClient[CLIENTS];
        for (int i = 0; i < CLIENTS; i++) {
            clients[i] = new EtClient(i, server.getLocalPort());
            clients[i].start();
        }
        for (int i = 0; i < CLIENTS; i++) {
            clients[i].join();
            System.out.println("client " + i + ": 3 lines echoed: " + clients[i].ok);
        }
        acceptor.join();
        System.out.println("server accepted " + accepted[0]);
        server.close();
    }
}
