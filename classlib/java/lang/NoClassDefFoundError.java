// java.lang.NoClassDefFoundError: a class that was present at compile time cannot be found.
package java.lang;

/** Signals a class that was present at compile time cannot be found. */
public class NoClassDefFoundError extends LinkageError {
    public NoClassDefFoundError() {
        super();
    }

    public NoClassDefFoundError(String message) {
        super(message);
    }
}
