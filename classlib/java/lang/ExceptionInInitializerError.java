// java.lang.ExceptionInInitializerError: a static initialiser ended with an exception.
package java.lang;

/** Signals that a static initialiser or a static field's initialiser threw an exception. */
public class ExceptionInInitializerError extends LinkageError {
    // Every constructor fixes the cause, so a later initCause fails as on the JDK.
    public ExceptionInInitializerError() {
        super(null, null);
    }

    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
    }

    public ExceptionInInitializerError(String message) {
        super(message, null);
    }

    /** The exception the initialiser threw, or null; the same as getCause(). */
    public Throwable getException() {
        return getCause();
    }
}
