// java.util.IllegalFormatException: the common superclass of Formatter's format-string errors.
package java.util;

/** Thrown when a format string has an illegal syntax or a specifier incompatible with its argument. */
public class IllegalFormatException extends IllegalArgumentException {
    /** Only the subclasses in java.util are instantiated, as in the JDK. */
    IllegalFormatException() {
    }
}
