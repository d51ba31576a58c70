// java.io.UnsupportedEncodingException: a character encoding that wwvm does not support.
package java.io;

/** Signals a character encoding that wwvm does not support. */
public class UnsupportedEncodingException extends IOException {
    public UnsupportedEncodingException() {
        super();
    }

    public UnsupportedEncodingException(String message) {
        super(message);
    }
}
