// javax.microedition.io.ServerSocketConnection: a TCP server (MIDP 2.0), what socket://:port opens.
package javax.microedition.io;

import java.io.IOException;

/** A notifier that also tells where it listens (useful for socket://: with a system-chosen port). */
public interface ServerSocketConnection extends StreamConnectionNotifier {
    String getLocalAddress() throws IOException;

    int getLocalPort() throws IOException;
}
