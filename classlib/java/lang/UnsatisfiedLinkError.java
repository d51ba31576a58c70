// java.lang.UnsatisfiedLinkError: a native method without a binding.
package java.lang;

/** Signals a native method without a binding. */
public class UnsatisfiedLinkError extends LinkageError {
    public UnsatisfiedLinkError() {
        super();
    }

    public UnsatisfiedLinkError(String message) {
        super(message);
    }
}
