// java.util.IllegalFormatPrecisionException: a precision where the conversion takes none.
package java.util;

/** Thrown when a precision is given to a conversion without one (%d, %c, %n) or is too large. */
public class IllegalFormatPrecisionException extends IllegalFormatException {
    private final int givenPrecision;

    /** @param p the precision (Integer.MIN_VALUE when it does not fit an int) */
    public IllegalFormatPrecisionException(int p) {
        this.givenPrecision = p;
    }

    /** The precision. */
    public int getPrecision() {
        return givenPrecision;
    }

    /** The precision in decimal. */
    public String getMessage() {
        return Integer.toString(givenPrecision);
    }
}
