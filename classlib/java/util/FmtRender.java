// java.util.FmtRender: turns one checked FmtDirective and its argument into text; the number
// layout (sign, prefix, zero fill) and the width padding are done here once for every kind.
package java.util;

/**
 * Each kind of conversion makes its text (the digits of a number without sign) and hands it to
 * {@link #number} or {@link #finish}, which add the sign, upper-case the text if asked and pad it
 * to the width. Floating-point digits come from {@link FmtFloat}.
 */
final class FmtRender {
    private FmtRender() {
    }

    /** Appends d applied to arg (ignored by %% and %n) to out. */
    static void render(FmtDirective d, Object arg, StringBuilder out) {
        switch (FmtRules.kind(d)) {
            case FmtRules.GENERAL:
                finish(d, general(d, arg), out);
                break;
            case FmtRules.CHAR:
                finish(d, character(d, arg), out);
                break;
            case FmtRules.INTEGRAL:
                integral(d, arg, out);
                break;
            case FmtRules.FLOATING:
                floating(d, arg, out);
                break;
            case FmtRules.PERCENT:
                finish(d, "%", out);
                break;
            case FmtRules.LINE:
                out.append(System.lineSeparator());
                break;
            default:
                time(d, arg, out);
                break;
        }
    }

    // ------------------------------------------------------------------ layout

    /** text, upper-cased if the conversion was, padded with spaces to the width. */
    static void finish(FmtDirective d, String text, StringBuilder out) {
        if (d.upper) {
            text = text.toUpperCase();
        }
        int fill = d.width - text.length();
        if (fill > 0 && !d.has(FmtDirective.LEFT)) {
            spaces(out, fill);
        }
        out.append(text);
        if (fill > 0 && d.has(FmtDirective.LEFT)) {
            spaces(out, fill);
        }
    }

    /** A number laid out by {@link #signed}, then finished. */
    static void number(FmtDirective d, boolean negative, String prefix, String digits,
                       boolean zeroFill, StringBuilder out) {
        finish(d, signed(d, negative, prefix, digits, zeroFill), out);
    }

    /**
     * A number: its sign as the flags ask ('(' or '-' when negative, '+' or ' ' otherwise), then
     * prefix ("0x", "0" or empty) and digits, with zeros between them up to the width when
     * zeroFill and '0' are both set.
     */
    static String signed(FmtDirective d, boolean negative, String prefix, String digits,
                         boolean zeroFill) {
        String lead;
        String trail = "";
        if (negative) {
            lead = d.has(FmtDirective.PARENS) ? "(" : "-";
            trail = d.has(FmtDirective.PARENS) ? ")" : "";
        } else {
            lead = d.has(FmtDirective.PLUS) ? "+" : d.has(FmtDirective.SPACE) ? " " : "";
        }
        StringBuilder sb = new StringBuilder();
        sb.append(lead).append(prefix);
        int zeros = d.width - lead.length() - prefix.length() - digits.length() - trail.length();
        if (zeroFill && d.has(FmtDirective.ZEROS)) {
            for (int i = 0; i < zeros; i++) {
                sb.append('0');
            }
        }
        return sb.append(digits).append(trail).toString();
    }

    /** digits (plain decimal digits) with ',' between each group of three from the right. */
    static String grouped(String digits) {
        int first = digits.length() % 3;
        if (first == 0) {
            first = 3;
        }
        StringBuilder sb = new StringBuilder(digits.length() + digits.length() / 3);
        sb.append(digits, 0, Math.min(first, digits.length()));
        for (int i = first; i < digits.length(); i += 3) {
            sb.append(',').append(digits, i, i + 3);
        }
        return sb.toString();
    }

    private static void spaces(StringBuilder out, int n) {
        for (int i = 0; i < n; i++) {
            out.append(' ');
        }
    }

    static IllegalFormatConversionException wrongType(FmtDirective d, Object arg) {
        char c = d.conversion == 't' ? d.timeField : d.conversion;
        return new IllegalFormatConversionException(c, arg.getClass());
    }

    // ------------------------------------------------------------------ the kinds

    private static String general(FmtDirective d, Object arg) {
        String text;
        if (d.conversion == 'b') {
            text = arg == null ? "false" : (arg instanceof Boolean) ? arg.toString() : "true";
        } else if (d.conversion == 'h') {
            text = arg == null ? "null" : Integer.toHexString(arg.hashCode());
        } else {
            if (d.has(FmtDirective.ALT)) {
                // Only Formattable arguments take '#', and wwvm has no Formattable.
                throw FmtRules.mismatch(d, FmtDirective.ALT);
            }
            text = String.valueOf(arg);
        }
        if (d.precision >= 0 && d.precision < text.length()) {
            text = text.substring(0, d.precision);
        }
        return text;
    }

    private static String character(FmtDirective d, Object arg) {
        if (arg == null) {
            return "null";
        }
        if (arg instanceof Character) {
            return arg.toString();
        }
        int cp;
        if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
            cp = ((Number) arg).intValue();
        } else {
            throw wrongType(d, arg);
        }
        if (!Character.isValidCodePoint(cp)) {
            throw new IllegalFormatCodePointException(cp);
        }
        return new StringBuilder(2).appendCodePoint(cp).toString();
    }

    /** %d %o %x of a Byte, Short, Integer or Long; %o and %x show negatives in two's complement
     *  of the argument's own size. */
    private static void integral(FmtDirective d, Object arg, StringBuilder out) {
        if (arg == null) {
            finish(d, "null", out);
            return;
        }
        int bits;
        if (arg instanceof Integer) {
            bits = 32;
        } else if (arg instanceof Long) {
            bits = 64;
        } else if (arg instanceof Byte) {
            bits = 8;
        } else if (arg instanceof Short) {
            bits = 16;
        } else {
            throw wrongType(d, arg);
        }
        long v = ((Number) arg).longValue();
        if (d.conversion == 'd') {
            String digits = Long.toString(v);
            if (v < 0) {
                digits = digits.substring(1);
            }
            if (d.has(FmtDirective.GROUP)) {
                digits = grouped(digits);
            }
            number(d, v < 0, "", digits, true, out);
            return;
        }
        int signFlag = FmtRules.first(d.flags, "(+ ");
        if (signFlag != 0) {
            // Only BigInteger (which wwvm lacks) takes a sign with %o and %x.
            throw FmtRules.mismatch(d, signFlag);
        }
        long unsigned = bits == 64 ? v : v & ((1L << bits) - 1);
        boolean hex = d.conversion == 'x';
        String digits = hex ? Long.toHexString(unsigned) : Long.toOctalString(unsigned);
        String prefix = !d.has(FmtDirective.ALT) ? "" : hex ? "0x" : "0";
        number(d, false, prefix, digits, true, out);
    }

    private static void floating(FmtDirective d, Object arg, StringBuilder out) {
        double v;
        if (arg instanceof Double) {
            v = ((Double) arg).doubleValue();
        } else if (arg instanceof Float) {
            v = ((Float) arg).doubleValue();
        } else if (arg == null) {
            // As for %s, the precision cuts the text: %.3e of null is "nul".
            finish(d, d.precision >= 0 && d.precision < 4 ? "null".substring(0, d.precision) : "null", out);
            return;
        } else {
            throw wrongType(d, arg);
        }
        if (v != v) {
            finish(d, "NaN", out);
            return;
        }
        boolean negative = Double.doubleToRawLongBits(v) < 0;
        double magnitude = Math.abs(v);
        if (magnitude == Double.POSITIVE_INFINITY) {
            number(d, negative, "", "Infinity", false, out);
        } else if (d.conversion == 'a') {
            String text = signed(d, negative, "0x", FmtFloat.hex(magnitude, d.precision), true);
            finish(d, FmtFloat.widenHex(text, d.precision), out);
        } else {
            number(d, negative, "", FmtFloat.decimal(d, magnitude), true, out);
        }
    }

    /** Date/time conversions are checked like the JDK's, but wwvm prints only a null argument. */
    private static void time(FmtDirective d, Object arg, StringBuilder out) {
        if (arg == null) {
            finish(d, "null", out);
            return;
        }
        if (arg instanceof Long) {
            throw new UnsupportedOperationException(
                    "date/time conversions are not supported by wwvm yet: " + d);
        }
        throw wrongType(d, arg);
    }
}
