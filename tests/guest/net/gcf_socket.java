// wwvm-only
// The Generic Connection Framework over TCP: socket://: opens a server on a port the system
// chooses, socket://127.0.0.1:port a client; data streams carry typed values both ways.
// expect: server is a ServerSocketConnection: true
// expect: server got: 42 hello from the client
// expect: client got: 43 HELLO FROM THE CLIENT
// expect: client's peer port matches: true
// expect: read-only client may not write: java.io.IOException: Connection not open for writing
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import javax.microedition.io.Connector;
import javax.microedition.io.ServerSocketConnection;
import javax.microedition.io.SocketConnection;
import javax.microedition.io.StreamConnection;
import javax.microedition.io.StreamConnectionNotifier;

public class gcf_socket {
    public static void main(String[] args) throws Exception {
        final StreamConnectionNotifier notifier = (StreamConnectionNotifier) Connector.open("socket://:");
        System.out.println("server is a ServerSocketConnection: " + (notifier instanceof ServerSocketConnection));
        int port = ((ServerSocketConnection) notifier).getLocalPort();
        Thread server = new Thread() {
            public void run() {
                try {
                    for (int i = 0; i < 1; i++) {
                        StreamConnection c = notifier.acceptAndOpen();
                        DataInputStream in = c.openDataInputStream();
                        DataOutputStream out = c.openDataOutputStream();
                        int n = in.readInt();
                        String s = in.readUTF();
                        System.out.println("server got: " + n + " " + s);
                        out.writeInt(n + 1);
                        out.writeUTF(s.toUpperCase());
                        out.flush();
                        c.close();
                    }
                } catch (IOException e) {
                    System.out.println("server: " + e);
                }
            }
        };
        server.start();
        SocketConnection client = (SocketConnection) Connector.open("socket://127.0.0.1:" + port);
        DataOutputStream out = client.openDataOutputStream();
        out.writeInt(42);
        out.writeUTF("hello from the client");
        out.flush();
        DataInputStream in = client.openDataInputStream();
        System.out.println("client got: " + in.readInt() + " " + in.readUTF());
        System.out.println("client's peer port matches: " + (client.getPort() == port));
        client.close();

        StreamConnection readOnly = (StreamConnection) Connector.open("socket://localhost:" + port, Connector.READ);
        try {
            readOnly.openOutputStream();
        } catch (IOException e) {
            System.out.println("read-only client may not write: " + e);
        }
        readOnly.close();  // it waited in the server's backlog, never accepted
        server.join();
        notifier.close();
    }
}
