// java.util.FmtDirective: one parsed "%..." of a Formatter format string, and the scanner that
// cuts a format string into literal text and directives.
package java.util;

/**
 * A format directive as written: argument selection, flags, width, precision and conversion.
 * Directives are made only by {@link #scan}, which checks the syntax and, through
 * {@link FmtRules#check}, everything that does not depend on the argument, so a bad format
 * string is rejected before anything is written.
 */
final class FmtDirective {
    /** The flag characters in the order the exceptions' messages list them; bit i is FLAG_CHARS[i]. */
    static final String FLAG_CHARS = "-#+ 0,(<";
    static final int LEFT = 1;        // '-'
    static final int ALT = 2;         // '#'
    static final int PLUS = 4;        // '+'
    static final int SPACE = 8;       // ' '
    static final int ZEROS = 16;      // '0'
    static final int GROUP = 32;      // ','
    static final int PARENS = 64;     // '('
    static final int PREVIOUS = 128;  // '<'

    /** Argument selection: an explicit 1-based position, NEXT_ARG, or SAME_ARG for '<'. */
    static final int NEXT_ARG = 0;
    static final int SAME_ARG = -1;

    int argument = NEXT_ARG;
    int flags;
    int width = -1;
    int precision = -1;
    /** The conversion in lower case ('t' for date/time), and whether it was written in upper case. */
    char conversion;
    boolean upper;
    /** The letter after 't' or 'T'. */
    char timeField;

    boolean has(int flag) {
        return (flags & flag) != 0;
    }

    /** The flags of mask as the exceptions write them, in FLAG_CHARS order. */
    static String flagText(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < FLAG_CHARS.length(); i++) {
            if ((mask & (1 << i)) != 0) {
                sb.append(FLAG_CHARS.charAt(i));
            }
        }
        return sb.toString();
    }

    /** The directive rewritten in a normal form, as MissingFormatArgument/Width messages show it
     *  (an index only where an argument is taken). */
    public String toString() {
        StringBuilder sb = new StringBuilder("%");
        sb.append(flagText(flags));
        if (argument > 0 && conversion != '%' && conversion != 'n') {
            sb.append(argument).append('$');
        }
        if (width >= 0) {
            sb.append(width);
        }
        if (precision >= 0) {
            sb.append('.').append(precision);
        }
        if (conversion == 't') {
            sb.append(upper ? 'T' : 't').append(timeField);
        } else {
            sb.append(upper ? Character.toUpperCase(conversion) : conversion);
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ scanning

    /** The pieces of format in order: Strings to copy and FmtDirectives to expand. */
    static List<Object> scan(String format) {
        List<Object> pieces = new ArrayList<Object>();
        int pos = 0;
        int end = format.length();
        while (pos < end) {
            int percent = format.indexOf('%', pos);
            if (percent < 0) {
                pieces.add(format.substring(pos));
                break;
            }
            if (percent > pos) {
                pieces.add(format.substring(pos, percent));
            }
            if (percent + 1 >= end) {
                throw new UnknownFormatConversionException("%");
            }
            FmtDirective d = new FmtDirective();
            pos = d.read(format, percent + 1);
            FmtRules.check(d);
            pieces.add(d);
        }
        return pieces;
    }

    /**
     * Reads the directive whose text starts at start (just after the '%') and returns the
     * position after it. The grammar is [digits '$'] [flags] [digits] ['.' digits] [t|T] letter;
     * text that does not fit it is reported as an unknown conversion named by its first character.
     */
    private int read(String s, int start) {
        int end = s.length();
        int pos = start;
        int digitsEnd = skipDigits(s, pos);
        if (digitsEnd > pos && digitsEnd < end && s.charAt(digitsEnd) == '$') {
            long n = number(s, pos, digitsEnd);
            if (n > Integer.MAX_VALUE) {
                throw new IllegalFormatArgumentIndexException(Integer.MIN_VALUE);
            }
            if (n < 1) {
                throw new IllegalFormatArgumentIndexException((int) n);
            }
            argument = (int) n;
            pos = digitsEnd + 1;
        }
        int flagsStart = pos;
        while (pos < end && FLAG_CHARS.indexOf(s.charAt(pos)) >= 0) {
            pos++;
        }
        int widthStart = pos;
        pos = skipDigits(s, pos);
        int widthEnd = pos;
        int precisionStart = -1;
        if (pos < end && s.charAt(pos) == '.') {
            precisionStart = pos + 1;
            pos = skipDigits(s, precisionStart);
            if (pos == precisionStart) {
                throw unknown(s, start);
            }
        }
        int precisionEnd = pos;
        char letter = pos < end ? s.charAt(pos) : 0;
        boolean time = (letter == 't' || letter == 'T') && pos + 1 < end && isConversionChar(s.charAt(pos + 1));
        char last = time ? s.charAt(pos + 1) : letter;
        if (!isConversionChar(last)) {
            throw unknown(s, start);
        }
        // The text matches the grammar: now its parts, in order.
        for (int i = flagsStart; i < widthStart; i++) {
            int bit = 1 << FLAG_CHARS.indexOf(s.charAt(i));
            if ((flags & bit) != 0) {
                throw new DuplicateFormatFlagsException(flagText(bit));
            }
            flags |= bit;
        }
        if (has(PREVIOUS)) {
            argument = SAME_ARG;
        }
        if (widthEnd > widthStart) {
            width = sizeOrMinimum(s, widthStart, widthEnd);
            if (width == Integer.MIN_VALUE) {
                throw new IllegalFormatWidthException(width);
            }
        }
        if (precisionStart >= 0) {
            precision = sizeOrMinimum(s, precisionStart, precisionEnd);
            if (precision == Integer.MIN_VALUE) {
                throw new IllegalFormatPrecisionException(precision);
            }
        }
        if (time) {
            conversion = 't';
            upper = letter == 'T';
            timeField = last;
            return pos + 2;
        }
        conversion = Character.toLowerCase(letter);
        upper = letter != '%' && letter != conversion;
        return pos + 1;
    }

    private static boolean isConversionChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%';
    }

    private static UnknownFormatConversionException unknown(String s, int start) {
        return new UnknownFormatConversionException(String.valueOf(s.charAt(start)));
    }

    private static int skipDigits(String s, int pos) {
        while (pos < s.length() && s.charAt(pos) >= '0' && s.charAt(pos) <= '9') {
            pos++;
        }
        return pos;
    }

    /** The decimal number s[from, to), saturated just above Integer.MAX_VALUE. */
    private static long number(String s, int from, int to) {
        long n = 0;
        for (int i = from; i < to; i++) {
            n = n * 10 + (s.charAt(i) - '0');
            if (n > Integer.MAX_VALUE) {
                return (long) Integer.MAX_VALUE + 1;
            }
        }
        return n;
    }

    /** A width or precision; Integer.MIN_VALUE when it does not fit an int. */
    private static int sizeOrMinimum(String s, int from, int to) {
        long n = number(s, from, to);
        return n > Integer.MAX_VALUE ? Integer.MIN_VALUE : (int) n;
    }
}
