// java.lang.ClassCastException: a failed reference cast.
package java.lang;

/** Signals a failed reference cast. */
public class ClassCastException extends RuntimeException {
    public ClassCastException() {
        super();
    }

    public ClassCastException(String message) {
        super(message);
    }
}
