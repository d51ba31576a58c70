// java.io.CharConversionException: a character conversion that failed.
package java.io;

/** Signals a failed character conversion. */
public class CharConversionException extends IOException {
    public CharConversionException() {
        super();
    }

    public CharConversionException(String message) {
        super(message);
    }
}
