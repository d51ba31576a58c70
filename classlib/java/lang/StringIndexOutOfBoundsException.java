// java.lang.StringIndexOutOfBoundsException: a string or string-builder index or range out of bounds.
package java.lang;

/** Signals an index or range outside a string or string builder. */
public class StringIndexOutOfBoundsException extends IndexOutOfBoundsException {
    public StringIndexOutOfBoundsException() {
        super();
    }

    public StringIndexOutOfBoundsException(String message) {
        super(message);
    }

    public StringIndexOutOfBoundsException(int index) {
        super("String index out of range: " + index);
    }
}
