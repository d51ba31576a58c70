// java.util.FmtRules: which flags, widths and precisions each Formatter conversion accepts, kept
// as one table, and the check that rejects a directive breaking them.
package java.util;

/**
 * One row per conversion letter. The JDK reports the first of several problems in an order
 * that depends on the conversion's kind; each row names its checks, in that order, as a string
 * of step letters:
 * <pre>
 *   P  a precision where the conversion takes none     IllegalFormatPrecisionException
 *   w  a width where the conversion takes none         IllegalFormatWidthException
 *   W  '-' (or an accepted '0') without a width        MissingFormatWidthException
 *   C  '+' with ' ', or '-' with '0'                    IllegalFormatFlagsException
 *   #  '#' when the conversion refuses it              FormatFlagsConversionMismatchException
 *   F  any refused flag, the first in the row's order  FormatFlagsConversionMismatchException
 *   X  any refused flag                                IllegalFormatFlagsException (all flags)
 *   T  an unknown letter after %t                      UnknownFormatConversionException
 * </pre>
 * Flags that only some argument types refuse ('#' with %s, '+' ' ' '(' with %o %x) are accepted
 * here and refused by the renderers, when the argument is known. A 'W' asks for a width when
 * '-' is given, or '0' if the conversion does not refuse it.
 */
final class FmtRules {
    static final int GENERAL = 0;   // b h s
    static final int CHAR = 1;      // c
    static final int INTEGRAL = 2;  // d o x
    static final int FLOATING = 3;  // e f g a
    static final int PERCENT = 4;   // %
    static final int LINE = 5;      // n
    static final int TIME = 6;      // t + field (printed only for null)

    /**
     * conversion, its upper-case form if it has one, kind, the flags it refuses in the order the
     * JDK looks for them, whether it takes a precision, its checks.
     */
    private static final Object[][] TABLE = {
        {"b", "B", GENERAL, "#+ 0,(", true, "#WF"},
        {"h", "H", GENERAL, "#+ 0,(", true, "#WF"},
        {"s", "S", GENERAL, "+ 0,(", true, "#WF"},
        {"c", "C", CHAR, "#+ 0,(", false, "PFW"},
        {"d", "", INTEGRAL, "#", false, "WCPF"},
        {"o", "", INTEGRAL, ",", false, "WCPF"},
        {"x", "X", INTEGRAL, ",", false, "WCPF"},
        {"e", "E", FLOATING, ",", true, "WCPF"},
        {"f", "", FLOATING, "", true, "WCPF"},
        {"g", "G", FLOATING, "#", true, "WCPF"},
        {"a", "A", FLOATING, "(,", true, "WCPF"},
        {"%", "", PERCENT, "#+ 0,(<", false, "PXW"},
        {"n", "", LINE, "-#+ 0,(<", false, "PwX"},
        {"t", "T", TIME, "#+ 0,(", false, "PTFW"},
    };

    /** The letters that may follow %t. */
    private static final String TIME_FIELDS = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";

    private static Object[] row(char conversion) {
        for (int i = 0; i < TABLE.length; i++) {
            if (((String) TABLE[i][0]).charAt(0) == conversion) {
                return TABLE[i];
            }
        }
        return null;
    }

    /** The kind of d's conversion; d has passed check. */
    static int kind(FmtDirective d) {
        return ((Integer) row(d.conversion)[2]).intValue();
    }

    /** Throws the exception the JDK gives for d's first problem, if it has one. */
    static void check(FmtDirective d) {
        Object[] row = row(d.conversion);
        boolean bareTime = d.conversion == 't' && d.timeField == 0;
        if (row == null || bareTime || (d.upper && ((String) row[1]).length() == 0)) {
            char written = d.upper ? Character.toUpperCase(d.conversion) : d.conversion;
            throw new UnknownFormatConversionException(String.valueOf(written));
        }
        String refusedOrder = (String) row[3];
        int refused = d.flags & mask(refusedOrder);
        boolean takesPrecision = ((Boolean) row[4]).booleanValue();
        String steps = (String) row[5];
        for (int i = 0; i < steps.length(); i++) {
            switch (steps.charAt(i)) {
                case 'P':
                    if (!takesPrecision && d.precision >= 0) {
                        throw new IllegalFormatPrecisionException(d.precision);
                    }
                    break;
                case 'T':
                    if (TIME_FIELDS.indexOf(d.timeField) < 0) {
                        throw new UnknownFormatConversionException("t" + d.timeField);
                    }
                    break;
                case 'w':
                    if (d.width >= 0) {
                        throw new IllegalFormatWidthException(d.width);
                    }
                    break;
                case 'W':
                    int needWidth = (FmtDirective.LEFT | FmtDirective.ZEROS) & ~mask(refusedOrder);
                    if (d.width < 0 && (d.flags & needWidth) != 0) {
                        throw new MissingFormatWidthException(d.toString());
                    }
                    break;
                case 'C':
                    if (d.has(FmtDirective.PLUS) && d.has(FmtDirective.SPACE)
                            || d.has(FmtDirective.LEFT) && d.has(FmtDirective.ZEROS)) {
                        throw new IllegalFormatFlagsException(upperFlagText(d));
                    }
                    break;
                case '#':
                    if ((refused & FmtDirective.ALT) != 0) {
                        throw mismatch(d, FmtDirective.ALT);
                    }
                    break;
                case 'F':
                    if (refused != 0) {
                        throw mismatch(d, first(refused, refusedOrder));
                    }
                    break;
                case 'X':
                    if (refused != 0) {
                        throw new IllegalFormatFlagsException(FmtDirective.flagText(d.flags));
                    }
                    break;
                default:
                    throw new InternalError("bad step in FmtRules");
            }
        }
    }

    /** The exception for a flag that d's conversion does not take (one bit of flag), naming the
     *  conversion in lower case (the time field for %t) as the JDK does. */
    static FormatFlagsConversionMismatchException mismatch(FmtDirective d, int flag) {
        char shown = d.conversion == 't' ? d.timeField : d.conversion;
        return new FormatFlagsConversionMismatchException(FmtDirective.flagText(flag), shown);
    }

    /** The first flag of flags in the order of the flag characters in order. */
    static int first(int flags, String order) {
        for (int i = 0; i < order.length(); i++) {
            int bit = mask(order.substring(i, i + 1));
            if ((flags & bit) != 0) {
                return bit;
            }
        }
        return 0;
    }

    /** d's flags as IllegalFormatFlagsException shows them for an upper-case conversion: with
     *  '^' (the JDK's mark for upper case) after '-'. */
    private static String upperFlagText(FmtDirective d) {
        String text = FmtDirective.flagText(d.flags);
        if (!d.upper) {
            return text;
        }
        int at = d.has(FmtDirective.LEFT) ? 1 : 0;
        return text.substring(0, at) + "^" + text.substring(at);
    }

    static int mask(String flagChars) {
        int m = 0;
        for (int i = 0; i < flagChars.length(); i++) {
            m |= 1 << FmtDirective.FLAG_CHARS.indexOf(flagChars.charAt(i));
        }
        return m;
    }
}
