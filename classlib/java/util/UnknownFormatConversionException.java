// java.util.UnknownFormatConversionException: a conversion character Formatter does not know.
package java.util;

/** Thrown for an unknown conversion, as "%q", or a '%' that starts no specifier. */
public class UnknownFormatConversionException extends IllegalFormatException {
    private final String unknown;

    /** @param s the unknown conversion */
    public UnknownFormatConversionException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.unknown = s;
    }

    /** The unknown conversion. */
    public String getConversion() {
        return unknown;
    }

    /** "Conversion = 's'". */
    public String getMessage() {
        return "Conversion = '" + unknown + "'";
    }
}
