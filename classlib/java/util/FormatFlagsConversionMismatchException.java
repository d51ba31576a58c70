// java.util.FormatFlagsConversionMismatchException: a flag that the conversion does not accept.
package java.util;

/** Thrown when a flag does not apply to the conversion, as '#' with %d. */
public class FormatFlagsConversionMismatchException extends IllegalFormatException {
    private final String refusedFlag;
    private final char conversionChar;

    /** @param f the offending flag, @param c the conversion */
    public FormatFlagsConversionMismatchException(String f, char c) {
        if (f == null) {
            throw new NullPointerException();
        }
        this.refusedFlag = f;
        this.conversionChar = c;
    }

    /** The offending flag. */
    public String getFlags() {
        return refusedFlag;
    }

    /** The conversion it was given with. */
    public char getConversion() {
        return conversionChar;
    }

    /** "Conversion = c, Flags = f". */
    public String getMessage() {
        return "Conversion = " + conversionChar + ", Flags = " + refusedFlag;
    }
}
