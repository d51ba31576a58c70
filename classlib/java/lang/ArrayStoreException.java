// java.lang.ArrayStoreException: an attempt to store an object of the wrong type into an array.
package java.lang;

/** Signals an attempt to store an object of the wrong type into an array. */
public class ArrayStoreException extends RuntimeException {
    public ArrayStoreException() {
        super();
    }

    public ArrayStoreException(String message) {
        super(message);
    }
}
