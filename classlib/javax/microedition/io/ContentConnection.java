// javax.microedition.io.ContentConnection: a stream connection whose content has a type and length.
package javax.microedition.io;

/** A stream connection that describes its content (no wwvm scheme returns one yet). */
public interface ContentConnection extends StreamConnection {
    String getType();

    String getEncoding();

    long getLength();
}
