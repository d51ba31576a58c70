// java.lang.IllegalAccessError: a reference to a member the caller may not access.
package java.lang;

/** Signals a reference to a member the caller may not access. */
public class IllegalAccessError extends IncompatibleClassChangeError {
    public IllegalAccessError() {
        super();
    }

    public IllegalAccessError(String message) {
        super(message);
    }
}
