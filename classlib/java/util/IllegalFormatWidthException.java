// java.util.IllegalFormatWidthException: a width where the conversion takes none.
package java.util;

/** Thrown when a width is given to %n or does not fit an int. */
public class IllegalFormatWidthException extends IllegalFormatException {
    private final int givenWidth;

    /** @param w the width (Integer.MIN_VALUE when it does not fit an int) */
    public IllegalFormatWidthException(int w) {
        this.givenWidth = w;
    }

    /** The width. */
    public int getWidth() {
        return givenWidth;
    }

    /** The width in decimal. */
    public String getMessage() {
        return Integer.toString(givenWidth);
    }
}
