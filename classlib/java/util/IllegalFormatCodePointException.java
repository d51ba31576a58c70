// java.util.IllegalFormatCodePointException: %c given an int that is not a Unicode code point.
package java.util;

/** Thrown when %c is given a value that Character.isValidCodePoint rejects. */
public class IllegalFormatCodePointException extends IllegalFormatException {
    private final int codePoint;

    /** @param c the invalid code point */
    public IllegalFormatCodePointException(int c) {
        this.codePoint = c;
    }

    /** The invalid code point. */
    public int getCodePoint() {
        return codePoint;
    }

    /** "Code point = 0x" and the value in hexadecimal (two's complement if negative). */
    public String getMessage() {
        return "Code point = 0x" + Integer.toHexString(codePoint);
    }
}
