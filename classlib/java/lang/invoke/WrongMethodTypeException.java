// java.lang.invoke.WrongMethodTypeException: a call whose arguments do not fit a method's
// type. wwvm raises it (as the cause of a BootstrapMethodError) for a bootstrap method given
// a number of static arguments its descriptor does not take.
package java.lang.invoke;

/** Thrown when a method is invoked with arguments that do not fit its type. */
public class WrongMethodTypeException extends RuntimeException {
    public WrongMethodTypeException() {
    }

    public WrongMethodTypeException(String message) {
        super(message);
    }
}
