// javax.microedition.io.Connection: the most general connection of the Generic Connection Framework.
package javax.microedition.io;

import java.io.IOException;

/** Every connection Connector.open returns can be closed. */
public interface Connection {
    void close() throws IOException;
}
