// java.util.FmtFloat: the digits of %e %f %g and %a for a finite, non-negative double.
package java.util;

/**
 * Decimal conversions start from the digits Double.toString gives (as the JDK's Formatter
 * does, so "%.2f" of 1.005 is "1.01" although the double is a little below 1.005) and round
 * them half-up at the precision; digits past those are zeros. A value is held as a string of
 * significant digits and the position of the decimal point relative to its first digit:
 * 0.d1d2d3... times ten to the power point.
 *
 * <p>%a works on the bits: the significand is rounded half-even to the precision in hex digits,
 * and with a precision below 13 subnormal values are shown normalized (0x1.8cp-1068).
 */
final class FmtFloat {
    /** Significant digits, no leading or trailing zeros; empty for zero. */
    private String digits;
    /** value = 0.digits * 10^point. */
    private int point;

    private FmtFloat(double magnitude) {
        String text = Double.toString(magnitude);
        int e = text.indexOf('E');
        String mantissa = e < 0 ? text : text.substring(0, e);
        int exponent = e < 0 ? 0 : Integer.parseInt(text.substring(e + 1));
        int dot = mantissa.indexOf('.');
        String all = mantissa.substring(0, dot) + mantissa.substring(dot + 1);
        int lead = 0;
        while (lead < all.length() && all.charAt(lead) == '0') {
            lead++;
        }
        int stop = all.length();
        while (stop > lead && all.charAt(stop - 1) == '0') {
            stop--;
        }
        digits = all.substring(lead, stop);
        point = digits.length() == 0 ? 1 : dot + exponent - lead;
    }

    /** The digit at position i from the first significant one, zero outside them. */
    private char digitAt(int i) {
        return i >= 0 && i < digits.length() ? digits.charAt(i) : '0';
    }

    /** Rounds half-up so that only the first keep significant digits remain (keep may be <= 0). */
    private void keep(int keep) {
        if (keep >= digits.length()) {
            return;
        }
        boolean up = keep >= 0 && digits.charAt(keep) >= '5';
        if (keep <= 0) {
            digits = up ? "1" : "";
            point = up ? point + 1 : 1;
            return;
        }
        char[] kept = digits.substring(0, keep).toCharArray();
        int i = keep - 1;
        if (up) {
            while (i >= 0 && kept[i] == '9') {
                kept[i--] = '0';
            }
            if (i < 0) {
                digits = "1";
                point++;
                return;
            }
            kept[i]++;
        }
        int stop = keep;
        while (stop > 0 && kept[stop - 1] == '0') {
            stop--;
        }
        digits = new String(kept, 0, stop);
    }

    /** Fixed notation with fraction digits after the point (and the point alone if alt). */
    private String fixed(int fraction, boolean group, boolean alt) {
        keep(point + fraction);
        StringBuilder whole = new StringBuilder();
        for (int i = 0; i < point; i++) {
            whole.append(digitAt(i));
        }
        String intPart = whole.length() == 0 ? "0" : whole.toString();
        StringBuilder sb = new StringBuilder(group ? FmtRender.grouped(intPart) : intPart);
        if (fraction > 0 || alt) {
            sb.append('.');
        }
        for (int i = 0; i < fraction; i++) {
            sb.append(digitAt(point + i));
        }
        return sb.toString();
    }

    /** d.ddd e+xx with fraction digits after the point. */
    private String scientific(int fraction, boolean alt) {
        int exponent = 0;
        if (digits.length() > 0) {
            keep(fraction + 1);
            exponent = point - 1;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(digitAt(0));
        if (fraction > 0 || alt) {
            sb.append('.');
        }
        for (int i = 1; i <= fraction; i++) {
            sb.append(digitAt(i));
        }
        sb.append(exponent < 0 ? "e-" : "e+");
        int size = Math.abs(exponent);
        if (size < 10) {
            sb.append('0');
        }
        return sb.append(size).toString();
    }

    /** %e, %f or %g (d's conversion) of a finite magnitude, without sign. */
    static String decimal(FmtDirective d, double magnitude) {
        FmtFloat f = new FmtFloat(magnitude);
        boolean alt = d.has(FmtDirective.ALT);
        boolean group = d.has(FmtDirective.GROUP);
        int precision = d.precision < 0 ? 6 : d.precision;
        if (d.conversion == 'e') {
            return f.scientific(precision, alt);
        }
        if (d.conversion == 'f') {
            return f.fixed(precision, group, alt);
        }
        // %g: precision counts significant digits; fixed notation when the rounded value is
        // at least 10^-4 and below 10^precision, scientific otherwise.
        if (precision == 0) {
            precision = 1;
        }
        if (f.digits.length() == 0) {
            return f.fixed(precision - 1, group, false);
        }
        f.keep(precision);
        int exponent = f.point - 1;
        if (exponent >= -4 && exponent < precision) {
            return f.fixed(precision - 1 - exponent, group, false);
        }
        return f.scientific(precision - 1, false);
    }

    // ------------------------------------------------------------------ %a

    private static final long FRACTION_MASK = (1L << 52) - 1;

    /**
     * %a of a finite magnitude without sign and "0x", and with no more fraction digits than the
     * value needs (at least one): the zeros that fill the precision are added by widenHex after
     * the zero fill, whose size the JDK computes from this shorter text. precision -1 means all
     * digits.
     */
    static String hex(double magnitude, int precision) {
        if (precision < 0 || precision >= 13 || magnitude == 0) {
            // All the digits, as Double.toHexString gives them (subnormals not normalized).
            return Double.toHexString(magnitude).substring(2);
        }
        int places = precision == 0 ? 1 : precision;
        long bits = Double.doubleToRawLongBits(magnitude);
        int exponent = (int) (bits >>> 52) - 1023;
        long significand = bits & FRACTION_MASK;
        if (exponent == -1023) {
            // Subnormal: shift the first one bit up to the implicit position.
            exponent = -1022;
            while ((significand & (1L << 52)) == 0) {
                significand <<= 1;
                exponent--;
            }
        } else {
            significand |= 1L << 52;
        }
        int dropped = 52 - 4 * places;
        significand = roundHalfEven(significand, dropped);
        if (significand >>> 53 != 0) {
            significand >>>= 1;
            exponent++;
        }
        long fraction = (significand & FRACTION_MASK) >>> dropped;
        int digits = places;
        while (digits > 1 && (fraction & 0xf) == 0) {
            fraction >>>= 4;
            digits--;
        }
        StringBuilder sb = new StringBuilder("1.");
        String hexDigits = Long.toHexString(fraction);
        zeros(sb, digits - hexDigits.length());
        sb.append(hexDigits);
        return sb.append('p').append(exponent).toString();
    }

    /** text (ending in a %a number) with zeros added to its fraction up to precision digits. */
    static String widenHex(String text, int precision) {
        int p = text.lastIndexOf('p');
        if (p < 0) {
            p = text.lastIndexOf('P');
        }
        int have = p - text.lastIndexOf('.', p) - 1;
        if (precision <= have) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length() + precision - have);
        sb.append(text, 0, p);
        zeros(sb, precision - have);
        return sb.append(text, p, text.length()).toString();
    }

    /** s with its low n bits rounded away half-even (the result keeps them as zeros). */
    private static long roundHalfEven(long s, int n) {
        long unit = 1L << n;
        long rest = s & (unit - 1);
        long half = unit >>> 1;
        long base = s - rest;
        if (rest > half || (rest == half && (base & unit) != 0)) {
            base += unit;
        }
        return base;
    }

    private static void zeros(StringBuilder sb, int n) {
        for (int i = 0; i < n; i++) {
            sb.append('0');
        }
    }
}
