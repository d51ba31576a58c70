// java.io.UTFDataFormatException: malformed modified UTF-8 met by DataInput.readUTF.
package java.io;

/** Signals malformed modified UTF-8 in readUTF, or a string too long for writeUTF. */
public class UTFDataFormatException extends IOException {
    public UTFDataFormatException() {
        super();
    }

    public UTFDataFormatException(String message) {
        super(message);
    }
}
