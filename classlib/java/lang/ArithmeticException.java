// java.lang.ArithmeticException: an arithmetic fault such as integer division by zero.
package java.lang;

/** Signals an arithmetic fault such as integer division by zero. */
public class ArithmeticException extends RuntimeException {
    public ArithmeticException() {
        super();
    }

    public ArithmeticException(String message) {
        super(message);
    }
}
