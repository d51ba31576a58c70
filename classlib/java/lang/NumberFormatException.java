// java.lang.NumberFormatException: text that does not parse as a number; also builds the
// messages the number parsers share.
package java.lang;

/** Signals text that cannot be converted to a number. */
public class NumberFormatException extends IllegalArgumentException {
    public NumberFormatException() {
        super();
    }

    public NumberFormatException(String message) {
        super(message);
    }

    /** The parsers' message for bad input; the radix is named only when it is not 10. */
    static NumberFormatException forInputString(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\""
                + (radix == 10 ? "" : " under radix " + radix));
    }
}
