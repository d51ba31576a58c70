// java.lang.NoSuchMethodException: a reflective lookup of a method that does not exist.
package java.lang;

/** Signals a reflective lookup of a method that does not exist. */
public class NoSuchMethodException extends ReflectiveOperationException {
    public NoSuchMethodException() {
        super();
    }

    public NoSuchMethodException(String message) {
        super(message);
    }
}
