// java.lang.NumberFormatException: text that does not parse as a number.
package java.lang;

/** Signals text that cannot be converted to a number. */
public class NumberFormatException extends IllegalArgumentException {
    public NumberFormatException() {
        super();
    }

    public NumberFormatException(String message) {
        super(message);
    }
}
