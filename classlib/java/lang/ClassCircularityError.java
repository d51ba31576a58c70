// java.lang.ClassCircularityError: a class that is its own superclass or superinterface.
package java.lang;

/** Signals a class that is its own superclass or superinterface. */
public class ClassCircularityError extends LinkageError {
    public ClassCircularityError() {
        super();
    }

    public ClassCircularityError(String message) {
        super(message);
    }
}
