// java.lang.CloneNotSupportedException: clone() was called on an object that does not allow it.
package java.lang;

/** Signals clone() was called on an object that does not allow it. */
public class CloneNotSupportedException extends Exception {
    public CloneNotSupportedException() {
        super();
    }

    public CloneNotSupportedException(String message) {
        super(message);
    }
}
