// java.lang.ClassNotFoundException: Class.forName (and friends) could not find a class.
package java.lang;

/** Signals that a class named by a string could not be found. */
public class ClassNotFoundException extends ReflectiveOperationException {
    // Every constructor fixes the cause, so a later initCause fails as on the JDK.
    public ClassNotFoundException() {
        super((Throwable) null);
    }

    public ClassNotFoundException(String message) {
        super(message, null);
    }

    public ClassNotFoundException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The exception raised while loading the class, or null; the same as getCause(). */
    public Throwable getException() {
        return getCause();
    }
}
