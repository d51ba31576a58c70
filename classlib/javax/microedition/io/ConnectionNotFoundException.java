// javax.microedition.io.ConnectionNotFoundException: no connection for the scheme or target asked for.
package javax.microedition.io;

import java.io.IOException;

/** Connector.open was given a scheme it does not know (or a target that cannot be found). */
public class ConnectionNotFoundException extends IOException {
    public ConnectionNotFoundException() {
        super();
    }

    public ConnectionNotFoundException(String s) {
        super(s);
    }
}
