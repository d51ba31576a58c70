// java.util.UnknownFormatFlagsException: a flag Formatter does not know.
package java.util;

/** Thrown for an unknown flag. */
public class UnknownFormatFlagsException extends IllegalFormatException {
    private final String unknownFlags;

    /** @param f the unknown flags */
    public UnknownFormatFlagsException(String f) {
        if (f == null) {
            throw new NullPointerException();
        }
        this.unknownFlags = f;
    }

    /** The unknown flags. */
    public String getFlags() {
        return unknownFlags;
    }

    /** "Flags = f". */
    public String getMessage() {
        return "Flags = " + unknownFlags;
    }
}
