// java.lang.InstantiationError: 'new' applied to an interface or abstract class.
package java.lang;

/** Signals 'new' applied to an interface or abstract class. */
public class InstantiationError extends IncompatibleClassChangeError {
    public InstantiationError() {
        super();
    }

    public InstantiationError(String message) {
        super(message);
    }
}
