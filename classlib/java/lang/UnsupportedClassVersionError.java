// java.lang.UnsupportedClassVersionError: a class file whose version the VM does not accept.
package java.lang;

/** Signals a class file whose version the VM does not accept. */
public class UnsupportedClassVersionError extends ClassFormatError {
    public UnsupportedClassVersionError() {
        super();
    }

    public UnsupportedClassVersionError(String message) {
        super(message);
    }
}
