// java.util.DuplicateFormatFlagsException: a flag given twice in one format specifier.
package java.util;

/** Thrown when a format specifier repeats a flag, as "%--5d". */
public class DuplicateFormatFlagsException extends IllegalFormatException {
    private final String repeated;

    /** @param f the duplicated flag */
    public DuplicateFormatFlagsException(String f) {
        if (f == null) {
            throw new NullPointerException();
        }
        this.repeated = f;
    }

    /** The duplicated flag. */
    public String getFlags() {
        return repeated;
    }

    /** "Flags = 'f'". */
    public String getMessage() {
        return "Flags = '" + repeated + "'";
    }
}
