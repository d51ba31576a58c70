// java.io.Closeable: a source or destination of data that can be closed.
package java.io;

/** A resource whose close() may throw IOException. */
public interface Closeable extends AutoCloseable {
    void close() throws IOException;
}
