// java.util.MissingFormatArgumentException: a specifier with no argument left to print.
package java.util;

/** Thrown when a format specifier refers to an argument that was not given. */
public class MissingFormatArgumentException extends IllegalFormatException {
    private final String directive;

    /** @param s the specifier, as it reads in the format string */
    public MissingFormatArgumentException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.directive = s;
    }

    /** The specifier without an argument. */
    public String getFormatSpecifier() {
        return directive;
    }

    /** "Format specifier 's'". */
    public String getMessage() {
        return "Format specifier '" + directive + "'";
    }
}
