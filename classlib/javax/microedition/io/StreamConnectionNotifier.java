// javax.microedition.io.StreamConnectionNotifier: the server side of stream connections (socket://:port).
package javax.microedition.io;

import java.io.IOException;

/** Waits for a client and returns the connection to it. */
public interface StreamConnectionNotifier extends Connection {
    StreamConnection acceptAndOpen() throws IOException;
}
