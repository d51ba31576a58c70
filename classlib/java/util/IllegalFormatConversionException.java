// java.util.IllegalFormatConversionException: an argument of a type the conversion cannot print.
package java.util;

/** Thrown when the argument's class does not suit the conversion, as %d with a Double. */
public class IllegalFormatConversionException extends IllegalFormatException {
    private final char conversionChar;
    private final Class<?> argumentClass;

    /** @param c the conversion, @param arg the class of the mismatched argument */
    public IllegalFormatConversionException(char c, Class<?> arg) {
        if (arg == null) {
            throw new NullPointerException();
        }
        this.conversionChar = c;
        this.argumentClass = arg;
    }

    /** The conversion. */
    public char getConversion() {
        return conversionChar;
    }

    /** The class of the mismatched argument. */
    public Class<?> getArgumentClass() {
        return argumentClass;
    }

    /** "c != class name". */
    public String getMessage() {
        return conversionChar + " != " + argumentClass.getName();
    }
}
