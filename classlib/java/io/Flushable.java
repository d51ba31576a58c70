// java.io.Flushable: a destination that can write out buffered output.
package java.io;

/** A destination whose buffered data can be flushed. */
public interface Flushable {
    void flush() throws IOException;
}
