// java.lang.AutoCloseable: a resource that try-with-resources closes.
package java.lang;

/** A resource that must be closed when no longer needed. */
public interface AutoCloseable {
    void close() throws Exception;
}
