// java.util.IllegalFormatFlagsException: a combination of flags that cannot go together.
package java.util;

/** Thrown for an illegal combination of flags, as "%+ d" or "%-05d". */
public class IllegalFormatFlagsException extends IllegalFormatException {
    private final String flagText;

    /** @param f the flags of the specifier */
    public IllegalFormatFlagsException(String f) {
        if (f == null) {
            throw new NullPointerException();
        }
        this.flagText = f;
    }

    /** The flags of the specifier. */
    public String getFlags() {
        return flagText;
    }

    /** "Flags = 'f'". */
    public String getMessage() {
        return "Flags = '" + flagText + "'";
    }
}
