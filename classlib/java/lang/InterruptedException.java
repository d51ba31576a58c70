// java.lang.InterruptedException: a waiting or sleeping thread was interrupted.
package java.lang;

/** Signals a waiting or sleeping thread was interrupted. */
public class InterruptedException extends Exception {
    public InterruptedException() {
        super();
    }

    public InterruptedException(String message) {
        super(message);
    }
}
