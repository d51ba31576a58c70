// wwvm-only
// The Generic Connection Framework over UDP: datagram://: listens on a port the system
// chooses, datagram://127.0.0.1:port sends there by default; a Datagram is written and read
// through its DataOutput/DataInput pointer, and receive fills in the sender's address.
// expect: listener got 10 bytes: 7 ping
// expect: from loopback: true
// expect: client got: 8 pong
// expect: reading past the length: java.io.EOFException
// expect: after reset: length 0 offset 0
import java.io.EOFException;
import javax.microedition.io.Connector;
import javax.microedition.io.Datagram;
import javax.microedition.io.DatagramConnection;
import javax.microedition.io.UDPDatagramConnection;

public class gcf_datagram {
    public static void main(String[] args) throws Exception {
        UDPDatagramConnection listener = (UDPDatagramConnection) Connector.open("datagram://:");
        int port = listener.getLocalPort();
        DatagramConnection client = (DatagramConnection) Connector.open("datagram://127.0.0.1:" + port);

        Datagram d = client.newDatagram(100);
        d.reset();
        d.writeInt(7);
        d.writeUTF("ping");
        client.send(d);

        Datagram got = listener.newDatagram(listener.getMaximumLength());
        listener.receive(got);
        System.out.println("listener got " + got.getLength() + " bytes: " + got.readInt() + " " + got.readUTF());
        System.out.println("from loopback: " + got.getAddress().startsWith("datagram://127.0.0.1:"));

        Datagram answer = listener.newDatagram(100, got.getAddress());
        answer.reset();
        answer.writeInt(8);
        answer.writeUTF("pong");
        listener.send(answer);

        Datagram back = client.newDatagram(100);
        client.receive(back);
        System.out.println("client got: " + back.readInt() + " " + back.readUTF());
        try {
            back.readInt();
        } catch (EOFException e) {
            System.out.println("reading past the length: " + e);
        }
        back.reset();
        System.out.println("after reset: length " + back.getLength() + " offset " + back.getOffset());
        client.close();
        listener.close();
    }
}
