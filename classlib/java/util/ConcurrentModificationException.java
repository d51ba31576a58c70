// java.util.ConcurrentModificationException: thrown by fail-fast iterators when their collection
// was structurally modified other than through the iterator.
package java.util;

/** Thrown when a modification that is not permissible is detected. */
public class ConcurrentModificationException extends RuntimeException {
    /** An exception without a detail message. */
    public ConcurrentModificationException() {
        super();
    }

    /** An exception with the given detail message. */
    public ConcurrentModificationException(String message) {
        super(message);
    }

    /** An exception with the given cause. */
    public ConcurrentModificationException(Throwable cause) {
        super(cause);
    }

    /** An exception with the given detail message and cause. */
    public ConcurrentModificationException(String message, Throwable cause) {
        super(message, cause);
    }
}
