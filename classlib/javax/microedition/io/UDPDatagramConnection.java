// javax.microedition.io.UDPDatagramConnection: a UDP datagram connection (MIDP 2.0).
package javax.microedition.io;

import java.io.IOException;

/** A datagram connection that tells its local address and port. */
public interface UDPDatagramConnection extends DatagramConnection {
    String getLocalAddress() throws IOException;

    int getLocalPort() throws IOException;
}
