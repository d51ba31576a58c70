// javax.microedition.io.StreamConnection: a two-way stream connection (socket:// clients).
package javax.microedition.io;

/** Both an input and an output connection. */
public interface StreamConnection extends InputConnection, OutputConnection {
}
