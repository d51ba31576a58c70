// java.util.MissingFormatWidthException: a flag that needs a width given without one.
package java.util;

/** Thrown when '-' or '0' is given without a width, as "%-d". */
public class MissingFormatWidthException extends IllegalFormatException {
    private final String directive;

    /** @param s the specifier */
    public MissingFormatWidthException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.directive = s;
    }

    /** The specifier that lacks a width. */
    public String getFormatSpecifier() {
        return directive;
    }

    /** The specifier itself. */
    public String getMessage() {
        return directive;
    }
}
