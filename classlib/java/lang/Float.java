// java.lang.Float: the float box. Decimal conversion in both directions is a VM native (it must
// match the JDK digit for digit); comparisons, bit views and hexadecimal text are done here.
package java.lang;

/** Wraps a float value and provides float utilities. */
public final class Float extends Number implements Comparable<Float> {
    public static final float POSITIVE_INFINITY = 1.0f / 0.0f;
    public static final float NEGATIVE_INFINITY = -1.0f / 0.0f;
    public static final float NaN = 0.0f / 0.0f;
    public static final float MAX_VALUE = 0x1.fffffeP+127f;
    public static final float MIN_NORMAL = 0x1.0p-126f;
    public static final float MIN_VALUE = 0x0.000002P-126f;
    public static final int MAX_EXPONENT = 127;
    public static final int MIN_EXPONENT = -126;
    public static final int SIZE = 32;
    public static final int BYTES = 4;
    @SuppressWarnings("unchecked")
    public static final Class<Float> TYPE = (Class<Float>) Class.getPrimitiveClass("float");

    private final float value;

    @Deprecated(since = "9")
    public Float(float value) {
        this.value = value;
    }

    @Deprecated(since = "9")
    public Float(double value) {
        this.value = (float) value;
    }

    @Deprecated(since = "9")
    public Float(String s) throws NumberFormatException {
        this.value = parseFloat(s);
    }

    private static native String toStringImpl(float f);

    /** Trims, parses the Java floating-point grammar and throws the JDK's NumberFormatException. */
    private static native float parseFloatImpl(String s) throws NumberFormatException;

    /** The shortest decimal that rounds back to f, in the JDK's format ("1.0E10", "0.001"). */
    public static String toString(float f) {
        return toStringImpl(f);
    }

    /** As Double.toHexString; subnormals keep float's own minimum exponent, "p-126". */
    public static String toHexString(float f) {
        if (f != 0.0f && Math.abs(f) < MIN_NORMAL) {
            int bits = floatToRawIntBits(f);
            String sign = (bits < 0) ? "-" : "";
            long fraction = (long) (bits & 0x007fffff) << (Double.SIGNIFICAND_BITS - 23);
            return sign + "0x0." + Double.hexFraction(fraction) + "p-126";
        }
        return Double.toHexString(f);
    }

    public static Float valueOf(String s) throws NumberFormatException {
        return new Float(parseFloat(s));
    }

    public static Float valueOf(float f) {
        return new Float(f);
    }

    public static float parseFloat(String s) throws NumberFormatException {
        if (s == null) {
            throw new NullPointerException();
        }
        return parseFloatImpl(s);
    }

    public static boolean isNaN(float v) {
        return v != v;
    }

    public static boolean isInfinite(float v) {
        return v == POSITIVE_INFINITY || v == NEGATIVE_INFINITY;
    }

    public static boolean isFinite(float f) {
        return Math.abs(f) <= MAX_VALUE;
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
        return value;
    }

    public double doubleValue() {
        return value;
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(float value) {
        return floatToIntBits(value);
    }

    /** Equal bit patterns, with all NaNs equal: so NaN equals NaN but 0.0f differs from -0.0f. */
    public boolean equals(Object obj) {
        return (obj instanceof Float) && floatToIntBits(((Float) obj).value) == floatToIntBits(value);
    }

    /** The IEEE bits with every NaN collapsed to the canonical 0x7fc00000. */
    public static int floatToIntBits(float value) {
        return (value != value) ? 0x7fc00000 : floatToRawIntBits(value);
    }

    public static native int floatToRawIntBits(float value);

    public static native float intBitsToFloat(int bits);

    public int compareTo(Float anotherFloat) {
        return compare(value, anotherFloat.value);
    }

    /** Numeric order, except that -0.0f < 0.0f and NaN is above everything and equal to itself. */
    public static int compare(float f1, float f2) {
        if (f1 < f2) {
            return -1;
        }
        if (f1 > f2) {
            return 1;
        }
        int b1 = floatToIntBits(f1);
        int b2 = floatToIntBits(f2);
        return (b1 == b2) ? 0 : ((b1 < b2) ? -1 : 1);
    }

    public static float sum(float a, float b) {
        return a + b;
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }
}
