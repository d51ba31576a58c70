// java.io.UncheckedIOException: an IOException wrapped for code that cannot throw checked ones.
package java.io;

import java.util.Objects;

/** Wraps an IOException in an unchecked exception; the cause is required. */
public class UncheckedIOException extends RuntimeException {
    public UncheckedIOException(String message, IOException cause) {
        super(message, Objects.requireNonNull(cause));
    }

    public UncheckedIOException(IOException cause) {
        super(Objects.requireNonNull(cause));
    }

    /** The wrapped IOException. */
    public IOException getCause() {
        return (IOException) super.getCause();
    }
}
