// java.lang.NoSuchFieldException: a reflective lookup of a field that does not exist.
package java.lang;

/** Signals a reflective lookup of a field that does not exist. */
public class NoSuchFieldException extends ReflectiveOperationException {
    public NoSuchFieldException() {
        super();
    }

    public NoSuchFieldException(String message) {
        super(message);
    }
}
