// java.lang.IllegalAccessException: a reflective access to a member that is not accessible.
package java.lang;

/** Signals a reflective access to a member that is not accessible. */
public class IllegalAccessException extends ReflectiveOperationException {
    public IllegalAccessException() {
        super();
    }

    public IllegalAccessException(String message) {
        super(message);
    }
}
