// java.lang.VerifyError: a class file that fails verification.
package java.lang;

/** Signals a class file that fails verification. */
public class VerifyError extends LinkageError {
    public VerifyError() {
        super();
    }

    public VerifyError(String message) {
        super(message);
    }
}
