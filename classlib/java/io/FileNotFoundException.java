// java.io.FileNotFoundException: a file that could not be opened (missing, a directory, or not permitted).
package java.io;

/** Signals that a file could not be opened; the message is the path and the reason in parentheses. */
public class FileNotFoundException extends IOException {
    public FileNotFoundException() {
        super();
    }

    public FileNotFoundException(String message) {
        super(message);
    }
}
