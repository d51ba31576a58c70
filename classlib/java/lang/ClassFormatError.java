// java.lang.ClassFormatError: a malformed class file.
package java.lang;

/** Signals a malformed class file. */
public class ClassFormatError extends LinkageError {
    public ClassFormatError() {
        super();
    }

    public ClassFormatError(String message) {
        super(message);
    }
}
