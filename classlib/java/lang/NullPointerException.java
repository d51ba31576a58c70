// java.lang.NullPointerException: use of null where an object is required.
package java.lang;

/** Signals use of null where an object is required. */
public class NullPointerException extends RuntimeException {
    public NullPointerException() {
        super();
    }

    public NullPointerException(String message) {
        super(message);
    }
}
