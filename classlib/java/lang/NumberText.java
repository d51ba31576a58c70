// java.lang.NumberText: integer <-> text in any radix, shared by Integer, Long, Short, Byte and
// the string builders. Everything works on one unsigned 64-bit magnitude, so int, long, signed
// and unsigned forms all go through the same two routines (write digits, read digits).
package java.lang;

final class NumberText {
    private NumberText() {
    }

    /** 10^19, the smallest unsigned long with 20 decimal digits (as a signed long it is negative). */
    private static final long TEN_TO_19 = -8446744073709551616L;

    /** The digit for d in 0..35: '0'..'9', then 'a'..'z' as the JDK prints them. */
    static char digitChar(int d) {
        return (char) (d < 10 ? '0' + d : 'a' + (d - 10));
    }

    /** toString(i, radix) treats a radix outside MIN_RADIX..MAX_RADIX as 10. */
    static int usableRadix(int radix) {
        return (radix >= Character.MIN_RADIX && radix <= Character.MAX_RADIX) ? radix : 10;
    }

    /**
     * Writes the digits of magnitude, read as unsigned, so that the last one lands at
     * buf[end - 1]; returns the index of the first. Only the first step needs unsigned
     * division: after it the rest is below 2^63 and plain long division serves.
     */
    static int putUnsigned(long magnitude, int radix, char[] buf, int end) {
        int at = end;
        long rest = magnitude;
        if (rest < 0) {
            long quotient = Long.divideUnsigned(rest, radix);
            buf[--at] = digitChar((int) (rest - quotient * radix));
            rest = quotient;
        }
        while (rest > Integer.MAX_VALUE) {
            long quotient = rest / radix;
            buf[--at] = digitChar((int) (rest - quotient * radix));
            rest = quotient;
        }
        // The remaining digits, usually all of them, in int arithmetic (cheaper to interpret),
        // and decimal ones without a call per digit: string building leans on this.
        int small = (int) rest;
        if (radix == 10) {
            do {
                int quotient = small / 10;
                buf[--at] = (char) ('0' + (small - quotient * 10));
                small = quotient;
            } while (small != 0);
        } else {
            do {
                int quotient = small / radix;
                buf[--at] = digitChar(small - quotient * radix);
                small = quotient;
            } while (small != 0);
        }
        return at;
    }

    /** Like putUnsigned for the two's complement value, with a '-' in front when it is negative. */
    static int putSigned(long value, int radix, char[] buf, int end) {
        // -MIN_VALUE is MIN_VALUE again, which read as unsigned is exactly its magnitude 2^63
        int at = putUnsigned(value < 0 ? -value : value, radix, buf, end);
        if (value < 0) {
            buf[--at] = '-';
        }
        return at;
    }

    /** How many decimal digits the unsigned magnitude has (1 for zero). */
    static int decimalDigits(long magnitude) {
        if (magnitude < 0) {
            return Long.compareUnsigned(magnitude, TEN_TO_19) >= 0 ? 20 : 19;
        }
        int count = 1;
        if (magnitude <= Integer.MAX_VALUE) {
            int small = (int) magnitude;
            for (int bound = 10; count < 10 && small >= bound; bound *= 10) {
                count++;
            }
            return count;
        }
        for (long bound = 10; count < 19 && magnitude >= bound; bound *= 10) {
            count++;
        }
        return count;
    }

    /** How many chars putSigned(value, 10, ...) writes. */
    static int decimalLength(long value) {
        return value < 0 ? 1 + decimalDigits(-value) : decimalDigits(value);
    }

    /** The decimal text of value, built in a buffer of exactly the right size. */
    static String decimal(long value) {
        char[] text = new char[decimalLength(value)];
        putSigned(value, 10, text, text.length);
        return String.adopt(text);
    }

    /** The signed text of value in radix (2..36). */
    static String signed(long value, int radix) {
        if (radix == 10) {
            return decimal(value);
        }
        char[] scratch = new char[65];
        int start = putSigned(value, radix, scratch, scratch.length);
        return new String(scratch, start, scratch.length - start);
    }

    /** The text of magnitude read as unsigned, in radix (2..36). */
    static String unsigned(long magnitude, int radix) {
        char[] scratch = new char[64];
        int start = putUnsigned(magnitude, radix, scratch, scratch.length);
        return new String(scratch, start, scratch.length - start);
    }

    // ---- from text ----

    /** The message every integer parser gives for text it rejects; the radix shows unless 10. */
    static NumberFormatException badInput(String s, int radix) {
        String text = "For input string: \"" + s + "\"";
        return new NumberFormatException(radix == 10 ? text : text + " under radix " + radix);
    }

    static NumberFormatException nullInput() {
        return new NumberFormatException("Cannot parse null string");
    }

    static void requireRadix(int radix) {
        if (radix < Character.MIN_RADIX) {
            throw new NumberFormatException("radix " + radix + " less than Character.MIN_RADIX");
        }
        if (radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix " + radix + " greater than Character.MAX_RADIX");
        }
    }

    /**
     * Reads s[from..to) as digits of radix (any Unicode digits) whose value, read as unsigned,
     * must not exceed limit (also unsigned), and returns that value. A char that is no digit or
     * takes the value past limit, or an empty range, is rejected: with the parsers' usual
     * message, or when indexed with the message naming its index in s[0..to).
     */
    static long readDigits(String s, int from, int to, int radix, long limit, boolean indexed) {
        if (from >= to) {
            throw rejected(s, from, to, radix, indexed);
        }
        long mayGrow = Long.divideUnsigned(limit, radix);     // the largest value that may take a digit
        long value = 0;
        for (int i = from; i < to; i++) {
            int d = Character.digit(s.charAt(i), radix);
            if (d < 0 || Long.compareUnsigned(value, mayGrow) > 0) {
                throw rejected(s, i, to, radix, indexed);
            }
            long shifted = value * radix;                          // <= limit: cannot wrap
            if (Long.compareUnsigned(d, limit - shifted) > 0) {
                throw rejected(s, i, to, radix, indexed);
            }
            value = shifted + d;
        }
        return value;
    }

    private static NumberFormatException rejected(String s, int at, int to, int radix, boolean indexed) {
        if (indexed) {
            return new NumberFormatException("Error at index " + at + " in: \"" + s.substring(0, to) + "\"");
        }
        return badInput(s, radix);
    }

    /**
     * s as an optionally signed number of at most positiveLimit, or when negative of magnitude
     * at most negativeLimit, with the parsers' one message for every rejection.
     */
    static long parseSigned(String s, int radix, long positiveLimit, long negativeLimit) {
        if (s == null) {
            throw nullInput();
        }
        requireRadix(radix);
        int length = s.length();
        char lead = length > 0 ? s.charAt(0) : '0';
        boolean negative = lead == '-';
        int from = (negative || lead == '+') ? 1 : 0;
        long magnitude = readDigits(s, from, length, radix, negative ? negativeLimit : positiveLimit, false);
        return negative ? -magnitude : magnitude;
    }

    /**
     * decode's grammar: an optional sign, then "0x", "0X" or "#" for hex, "0" (before more
     * digits) for octal, or else decimal. The digits are parsed without the sign first, as
     * the magnitude; only when that fails are they parsed again with the sign, which both
     * admits MIN_VALUE and makes the message show the sign.
     */
    static long decode(String nm, long positiveLimit, long negativeLimit) {
        if (nm.isEmpty()) {
            throw new NumberFormatException("Zero length string");
        }
        char lead = nm.charAt(0);
        boolean negative = lead == '-';
        int at = (negative || lead == '+') ? 1 : 0;
        int radix = 10;
        if (nm.startsWith("0x", at) || nm.startsWith("0X", at)) {
            radix = 16;
            at += 2;
        } else if (nm.startsWith("#", at)) {
            radix = 16;
            at += 1;
        } else if (nm.startsWith("0", at) && at + 1 < nm.length()) {
            radix = 8;
            at += 1;
        }
        if (nm.startsWith("-", at) || nm.startsWith("+", at)) {
            throw new NumberFormatException("Sign character in wrong position");
        }
        String digits = nm.substring(at);
        try {
            long magnitude = parseSigned(digits, radix, positiveLimit, negativeLimit);
            return negative ? -magnitude : magnitude;
        } catch (NumberFormatException e) {
            return parseSigned(negative ? "-" + digits : digits, radix, positiveLimit, negativeLimit);
        }
    }
}
