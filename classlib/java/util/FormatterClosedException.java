// java.util.FormatterClosedException: use of a Formatter after close().
package java.util;

/** Thrown when a closed Formatter is used. */
public class FormatterClosedException extends IllegalStateException {
    /** Without a message, as the JDK's. */
    public FormatterClosedException() {
    }
}
