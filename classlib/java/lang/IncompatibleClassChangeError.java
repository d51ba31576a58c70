// java.lang.IncompatibleClassChangeError: a class changed incompatibly after its users were compiled.
package java.lang;

/** Signals a class changed incompatibly after its users were compiled. */
public class IncompatibleClassChangeError extends LinkageError {
    public IncompatibleClassChangeError() {
        super();
    }

    public IncompatibleClassChangeError(String message) {
        super(message);
    }
}
