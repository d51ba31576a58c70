// java.lang.Math: transcendental functions are VM natives (the C library, within Java's 1-ulp
// latitude); rounding, min/max, exact arithmetic and IEEE bit work are Java, exact as the JDK.
package java.lang;

/**
 * Basic numeric operations. The transcendental functions (sin, cos, tan, asin, acos, atan, atan2,
 * exp, log, log10, pow, hypot, sinh, cosh, tanh, expm1, log1p) are the C library's, within 1 ulp
 * of the exact result as this class's specification allows; sqrt, floor, ceil, rint, fma and the
 * integer methods are exact. StrictMath computes the transcendental functions with fdlibm
 * instead, so its results may differ from these in the last bit.
 */
public final class Math {
    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    /** The JDK multiplies by these rounded constants rather than dividing by 180 or PI. */
    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    private Math() {
    }

    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static native double asin(double a);

    public static native double acos(double a);

    public static native double atan(double a);

    public static native double exp(double a);

    public static native double log(double a);

    public static native double log10(double a);

    public static native double sqrt(double a);

    public static native double cbrt(double a);

    public static native double sinh(double x);

    public static native double cosh(double x);

    public static native double tanh(double x);

    public static native double expm1(double x);

    public static native double log1p(double x);

    public static native double floor(double a);

    public static native double ceil(double a);

    public static native double rint(double a);

    public static native double pow(double a, double b);

    public static native double atan2(double y, double x);

    public static native double hypot(double x, double y);

    public static native double IEEEremainder(double f1, double f2);

    /** a * b + c rounded once (the C library's fma), with IEEE 754's NaN and infinity rules. */
    public static native double fma(double a, double b, double c);

    /** a * b + c rounded once to float (the C library's fmaf). */
    public static native float fma(float a, float b, float c);

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    // ---- rounding ----

    /** The closest int, ties rounding up; NaN gives 0 and out-of-range values saturate. */
    public static int round(float a) {
        if (a != a) {
            return 0;
        }
        if (!(abs(a) < 0x1.0p23f)) {
            return (int) a;                   // already integral (or infinite)
        }
        int t = (int) a;                      // truncation is exact in this range
        int floor = (a < t) ? t - 1 : t;
        return (a - floor >= 0.5f) ? floor + 1 : floor;   // a - floor is exact
    }

    /** The closest long, ties rounding up; NaN gives 0 and out-of-range values saturate. */
    public static long round(double a) {
        if (a != a) {
            return 0;
        }
        if (!(abs(a) < 0x1.0p52)) {
            return (long) a;                  // already integral (or infinite)
        }
        long t = (long) a;                    // truncation is exact in this range
        long floor = (a < t) ? t - 1 : t;
        return (a - floor >= 0.5) ? floor + 1 : floor;    // a - floor is exact
    }

    /** The generator behind random(): made on first use, as if by new java.util.Random(). */
    private static java.util.Random randomSource;

    /** A pseudo-random double in [0, 1), from one generator shared by every caller. */
    public static double random() {
        return randomSource().nextDouble();
    }

    private static synchronized java.util.Random randomSource() {
        if (randomSource == null) {
            randomSource = new java.util.Random();
        }
        return randomSource;
    }

    // ---- exact arithmetic ----

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    /** Overflow shows as a high half that is not just the sign extension of the low half. */
    public static long multiplyExact(long x, long y) {
        long r = x * y;
        if (multiplyHigh(x, y) != (r >> 63)) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    /** The high 64 bits of the signed 128-bit product, from 32-bit partial products. */
    public static long multiplyHigh(long x, long y) {
        long xHigh = x >> 32;
        long xLow = x & 0xffffffffL;
        long yHigh = y >> 32;
        long yLow = y & 0xffffffffL;
        long lowLow = xLow * yLow;
        long middle = xHigh * yLow + (lowLow >>> 32);
        long middleLow = (middle & 0xffffffffL) + xLow * yHigh;
        return xHigh * yHigh + (middle >> 32) + (middleLow >> 32);
    }

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && q * y != x) {
            q--;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && q * y != x) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    // ---- absolute value, min and max ----

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    /** Clears the sign: abs(-0.0f) is 0.0f. */
    public static float abs(float a) {
        return (a <= 0.0f) ? 0.0f - a : a;
    }

    public static double abs(double a) {
        return (a <= 0.0) ? 0.0 - a : a;
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    /** NaN if either is NaN; 0.0f is larger than -0.0f. */
    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f) {
            return (Float.floatToRawIntBits(a) < 0) ? b : a;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0 && b == 0.0) {
            return (Double.doubleToRawLongBits(a) < 0) ? b : a;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    /** NaN if either is NaN; -0.0f is smaller than 0.0f. */
    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f) {
            return (Float.floatToRawIntBits(b) < 0) ? b : a;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0 && b == 0.0) {
            return (Double.doubleToRawLongBits(b) < 0) ? b : a;
        }
        return (a <= b) ? a : b;
    }

    // ---- IEEE 754 bit manipulation ----

    public static double signum(double d) {
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
    }

    public static double copySign(double magnitude, double sign) {
        long signBit = Double.doubleToRawLongBits(sign) & Double.SIGN_MASK;
        long rest = Double.doubleToRawLongBits(magnitude) & ~Double.SIGN_MASK;
        return Double.longBitsToDouble(signBit | rest);
    }

    public static float copySign(float magnitude, float sign) {
        int signBit = Float.floatToRawIntBits(sign) & 0x80000000;
        int rest = Float.floatToRawIntBits(magnitude) & 0x7fffffff;
        return Float.intBitsToFloat(signBit | rest);
    }

    /**
     * The unbiased exponent: MAX_EXPONENT + 1 for NaN and infinities, MIN_EXPONENT - 1 for zero
     * and subnormals.
     */
    public static int getExponent(double d) {
        return (int) ((Double.doubleToRawLongBits(d) & Double.EXPONENT_MASK) >>> 52) - 1023;
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & 0x7f800000) >>> 23) - 127;
    }

    /** The distance to the next larger magnitude. */
    public static double ulp(double d) {
        int biased = getExponent(d) + 1023;
        if (biased == 0x7ff) {
            return abs(d);                                   // NaN or infinity
        }
        if (biased == 0) {
            return Double.MIN_VALUE;                         // zero or subnormal
        }
        int ulpBiased = biased - 52;
        if (ulpBiased >= 1) {
            return Double.longBitsToDouble((long) ulpBiased << 52);
        }
        return Double.longBitsToDouble(1L << (biased - 1));  // the ulp itself is subnormal
    }

    public static float ulp(float f) {
        int biased = getExponent(f) + 127;
        if (biased == 0xff) {
            return abs(f);
        }
        if (biased == 0) {
            return Float.MIN_VALUE;
        }
        int ulpBiased = biased - 23;
        if (ulpBiased >= 1) {
            return Float.intBitsToFloat(ulpBiased << 23);
        }
        return Float.intBitsToFloat(1 << (biased - 1));
    }

    /** Adjacent doubles have adjacent bit patterns, so stepping is integer arithmetic on the bits. */
    public static double nextUp(double d) {
        if (d != d || d == Double.POSITIVE_INFINITY) {
            return d;
        }
        d += 0.0;                                            // -0.0 becomes 0.0
        long bits = Double.doubleToRawLongBits(d);
        return Double.longBitsToDouble(bits + ((d >= 0.0) ? 1 : -1));
    }

    public static float nextUp(float f) {
        if (f != f || f == Float.POSITIVE_INFINITY) {
            return f;
        }
        f += 0.0f;
        int bits = Float.floatToRawIntBits(f);
        return Float.intBitsToFloat(bits + ((f >= 0.0f) ? 1 : -1));
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        long bits = Double.doubleToRawLongBits(d);
        return Double.longBitsToDouble(bits + ((d > 0.0) ? -1 : 1));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        int bits = Float.floatToRawIntBits(f);
        return Float.intBitsToFloat(bits + ((f > 0.0f) ? -1 : 1));
    }

    public static double nextAfter(double start, double direction) {
        if (start < direction) {
            return nextUp(start);
        }
        if (start > direction) {
            return nextDown(start);
        }
        return (start == direction) ? direction : start + direction;   // equal, or a NaN
    }

    public static float nextAfter(float start, double direction) {
        if (start < direction) {
            return nextUp(start);
        }
        if (start > direction) {
            return nextDown(start);
        }
        return (start == direction) ? (float) direction : start + (float) direction;
    }

    /**
     * d * 2^scaleFactor, rounded once. Normal results just get a new exponent field; a result
     * that underflows into the subnormal range comes from a single multiplication, so it is
     * rounded only once.
     */
    public static double scalb(double d, int scaleFactor) {
        if (d == 0.0 || d != d || Double.isInfinite(d)) {
            return d;
        }
        if (getExponent(d) < Double.MIN_EXPONENT) {
            d *= 0x1.0p54;                                   // normalise a subnormal (exact)
            scaleFactor = max(scaleFactor, -3000) - 54;
        }
        int exponent = getExponent(d) + max(min(scaleFactor, 3000), -3000);
        if (exponent > Double.MAX_EXPONENT) {
            return d * Double.POSITIVE_INFINITY;             // signed infinity
        }
        if (exponent < -1100) {
            return d * 0.0;                                  // signed zero
        }
        if (exponent >= Double.MIN_EXPONENT) {
            return withExponent(d, exponent);
        }
        return withExponent(d, exponent + 100) * 0x1.0p-100;
    }

    private static double withExponent(double d, int exponent) {
        long bits = Double.doubleToRawLongBits(d) & ~Double.EXPONENT_MASK;
        return Double.longBitsToDouble(bits | ((long) (exponent + 1023) << 52));
    }

    public static float scalb(float f, int scaleFactor) {
        if (f == 0.0f || f != f || Float.isInfinite(f)) {
            return f;
        }
        if (getExponent(f) < Float.MIN_EXPONENT) {
            f *= 0x1.0p25f;
            scaleFactor = max(scaleFactor, -3000) - 25;
        }
        int exponent = getExponent(f) + max(min(scaleFactor, 3000), -3000);
        if (exponent > Float.MAX_EXPONENT) {
            return f * Float.POSITIVE_INFINITY;
        }
        if (exponent < -160) {
            return f * 0.0f;
        }
        if (exponent >= Float.MIN_EXPONENT) {
            return withExponent(f, exponent);
        }
        return withExponent(f, exponent + 50) * 0x1.0p-50f;
    }

    private static float withExponent(float f, int exponent) {
        int bits = Float.floatToRawIntBits(f) & ~0x7f800000;
        return Float.intBitsToFloat(bits | ((exponent + 127) << 23));
    }
}
