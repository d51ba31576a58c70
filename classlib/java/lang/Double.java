// java.lang.Double: the double box. Decimal conversion in both directions is a VM native (it must
// match the JDK digit for digit); comparisons, bit views and hexadecimal text are done here.
package java.lang;

/** Wraps a double value and provides double utilities. */
public final class Double extends Number implements Comparable<Double> {
    public static final double POSITIVE_INFINITY = 1.0 / 0.0;
    public static final double NEGATIVE_INFINITY = -1.0 / 0.0;
    public static final double NaN = 0.0d / 0.0;
    public static final double MAX_VALUE = 0x1.fffffffffffffP+1023;
    public static final double MIN_NORMAL = 0x1.0p-1022;
    public static final double MIN_VALUE = 0x0.0000000000001P-1022;
    public static final int MAX_EXPONENT = 1023;
    public static final int MIN_EXPONENT = -1022;
    public static final int SIZE = 64;
    public static final int BYTES = 8;
    @SuppressWarnings("unchecked")
    public static final Class<Double> TYPE = (Class<Double>) Class.getPrimitiveClass("double");

    static final int SIGNIFICAND_BITS = 52;
    static final long SIGNIFICAND_MASK = (1L << SIGNIFICAND_BITS) - 1;
    static final long EXPONENT_MASK = 0x7ff0000000000000L;
    static final long SIGN_MASK = 0x8000000000000000L;
    static final int EXPONENT_BIAS = 1023;

    private final double value;

    @Deprecated(since = "9")
    public Double(double value) {
        this.value = value;
    }

    @Deprecated(since = "9")
    public Double(String s) throws NumberFormatException {
        this.value = parseDouble(s);
    }

    private static native String toStringImpl(double d);

    /** Trims, parses the Java floating-point grammar and throws the JDK's NumberFormatException. */
    private static native double parseDoubleImpl(String s) throws NumberFormatException;

    /** The shortest decimal that rounds back to d, in the JDK's format ("1.0E10", "0.001"). */
    public static String toString(double d) {
        return toStringImpl(d);
    }

    /** "0x1.8p1" style: hex significand with trailing zeros dropped, binary exponent in decimal. */
    public static String toHexString(double d) {
        if (isNaN(d)) {
            return "NaN";
        }
        if (isInfinite(d)) {
            return d > 0 ? "Infinity" : "-Infinity";
        }
        long bits = doubleToRawLongBits(d);
        String sign = (bits < 0) ? "-" : "";
        long significand = bits & SIGNIFICAND_MASK;
        int biasedExponent = (int) ((bits & EXPONENT_MASK) >>> SIGNIFICAND_BITS);
        if (biasedExponent == 0) {
            if (significand == 0) {
                return sign + "0x0.0p0";
            }
            return sign + "0x0." + hexFraction(significand) + "p-1022";
        }
        return sign + "0x1." + hexFraction(significand) + "p" + (biasedExponent - EXPONENT_BIAS);
    }

    /** The 13 hex digits of a 52-bit fraction without trailing zeros (but at least one digit). */
    static String hexFraction(long fraction) {
        char[] digits = new char[13];
        int length = 1;
        for (int i = 12; i >= 0; i--) {
            int digit = (int) (fraction & 0xf);
            digits[i] = NumberText.digitChar(digit);
            if (digit != 0 && length == 1) {
                length = i + 1;
            }
            fraction >>>= 4;
        }
        return new String(digits, 0, length);
    }

    public static Double valueOf(String s) throws NumberFormatException {
        return new Double(parseDouble(s));
    }

    public static Double valueOf(double d) {
        return new Double(d);
    }

    public static double parseDouble(String s) throws NumberFormatException {
        if (s == null) {
            throw new NullPointerException();
        }
        return parseDoubleImpl(s);
    }

    public static boolean isNaN(double v) {
        return v != v;
    }

    public static boolean isInfinite(double v) {
        return v == POSITIVE_INFINITY || v == NEGATIVE_INFINITY;
    }

    public static boolean isFinite(double d) {
        return Math.abs(d) <= MAX_VALUE;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public String toString() {
        return toString(value);
    }

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return (long) value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return value;
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(double value) {
        long bits = doubleToLongBits(value);
        return (int) (bits ^ (bits >>> 32));
    }

    /** Equal bit patterns, with all NaNs equal: so NaN equals NaN but 0.0 differs from -0.0. */
    public boolean equals(Object obj) {
        return (obj instanceof Double)
                && doubleToLongBits(((Double) obj).value) == doubleToLongBits(value);
    }

    /** The IEEE bits with every NaN collapsed to the canonical 0x7ff8000000000000L. */
    public static long doubleToLongBits(double value) {
        return (value != value) ? 0x7ff8000000000000L : doubleToRawLongBits(value);
    }

    public static native long doubleToRawLongBits(double value);

    public static native double longBitsToDouble(long bits);

    public int compareTo(Double anotherDouble) {
        return compare(value, anotherDouble.value);
    }

    /** Numeric order, except that -0.0 < 0.0 and NaN is above everything and equal to itself. */
    public static int compare(double d1, double d2) {
        if (d1 < d2) {
            return -1;
        }
        if (d1 > d2) {
            return 1;
        }
        long b1 = doubleToLongBits(d1);
        long b2 = doubleToLongBits(d2);
        return (b1 == b2) ? 0 : ((b1 < b2) ? -1 : 1);
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }
}
