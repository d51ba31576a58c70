// java.lang.AbstractMethodError: a call that reaches an abstract method.
package java.lang;

/** Signals a call that reaches an abstract method. */
public class AbstractMethodError extends IncompatibleClassChangeError {
    public AbstractMethodError() {
        super();
    }

    public AbstractMethodError(String message) {
        super(message);
    }
}
