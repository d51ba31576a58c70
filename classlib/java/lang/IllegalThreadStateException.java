// java.lang.IllegalThreadStateException: a thread is not in the state a request needs.
package java.lang;

/** Signals a thread is not in the state a request needs. */
public class IllegalThreadStateException extends IllegalArgumentException {
    public IllegalThreadStateException() {
        super();
    }

    public IllegalThreadStateException(String message) {
        super(message);
    }
}
