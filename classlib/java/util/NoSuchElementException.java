// java.util.NoSuchElementException: thrown when an iterator, enumeration or queue has no element to give.
package java.util;

/** Thrown by accessor methods to say that the requested element does not exist. */
public class NoSuchElementException extends RuntimeException {
    /** An exception without a detail message. */
    public NoSuchElementException() {
        super();
    }

    /** An exception with the given detail message. */
    public NoSuchElementException(String s) {
        super(s);
    }

    /** An exception with the given detail message and cause. */
    public NoSuchElementException(String s, Throwable cause) {
        super(s, cause);
    }

    /** An exception with the given cause (its toString() becomes the message). */
    public NoSuchElementException(Throwable cause) {
        super(cause);
    }
}
