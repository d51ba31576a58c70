// java.lang.NegativeArraySizeException: an attempt to create an array with a negative length.
package java.lang;

/** Signals an attempt to create an array with a negative length. */
public class NegativeArraySizeException extends RuntimeException {
    public NegativeArraySizeException() {
        super();
    }

    public NegativeArraySizeException(String message) {
        super(message);
    }
}
