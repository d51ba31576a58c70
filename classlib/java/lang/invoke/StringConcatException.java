// java.lang.invoke.StringConcatException: a string concatenation call site that cannot be
// linked (a bad recipe or too many arguments); the cause wwvm gives its BootstrapMethodError.
package java.lang.invoke;

/** Thrown when a string concatenation call site cannot be linked. */
public class StringConcatException extends Exception {
    public StringConcatException(String message) {
        super(message);
    }

    public StringConcatException(String message, Throwable cause) {
        super(message, cause);
    }
}
