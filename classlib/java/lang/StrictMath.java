// java.lang.StrictMath: the transcendental functions are fdlibm 5.3's algorithms written in Java
// (the Fdlibm* classes), bit-for-bit the JDK's results; the exact operations delegate to Math.
package java.lang;

/**
 * Basic numeric operations with reproducible results. sin, cos, tan, asin, acos, atan, atan2,
 * exp, log, log10, pow, cbrt, hypot, sinh, cosh, tanh, expm1 and log1p return exactly what the
 * "Freely Distributable Math Library" (fdlibm 5.3) returns, as the Java SE specification requires;
 * the other methods (sqrt, floor, ceil, rint, IEEEremainder, the integer methods and so on) are
 * exact and return the same values as Math.
 */
public final class StrictMath {
    public static final double E = Math.E;
    public static final double PI = Math.PI;

    private StrictMath() {
    }


    /** The sine of a (radians). Bit-for-bit fdlibm 5.3. */
    public static double sin(double a) {
        return FdlibmTrig.sin(a);
    }

    /** The cosine of a (radians). Bit-for-bit fdlibm 5.3. */
    public static double cos(double a) {
        return FdlibmTrig.cos(a);
    }

    /** The tangent of a (radians). Bit-for-bit fdlibm 5.3. */
    public static double tan(double a) {
        return FdlibmTrig.tan(a);
    }

    /** The arc sine of a, in [-pi/2, pi/2]. Bit-for-bit fdlibm 5.3. */
    public static double asin(double a) {
        return FdlibmInverseTrig.asin(a);
    }

    /** The arc cosine of a, in [0, pi]. Bit-for-bit fdlibm 5.3. */
    public static double acos(double a) {
        return FdlibmInverseTrig.acos(a);
    }

    /** The arc tangent of a, in [-pi/2, pi/2]. Bit-for-bit fdlibm 5.3. */
    public static double atan(double a) {
        return FdlibmInverseTrig.atan(a);
    }

    public static double toRadians(double a) {
        return Math.toRadians(a);
    }

    public static double toDegrees(double a) {
        return Math.toDegrees(a);
    }

    /** Euler's number e raised to the power a. Bit-for-bit fdlibm 5.3. */
    public static double exp(double a) {
        return FdlibmExp.exp(a);
    }

    /** The natural logarithm of a. Bit-for-bit fdlibm 5.3. */
    public static double log(double a) {
        return FdlibmLog.log(a);
    }

    /** The base 10 logarithm of a. Bit-for-bit fdlibm 5.3. */
    public static double log10(double a) {
        return FdlibmLog.log10(a);
    }

    public static double sqrt(double a) {
        return Math.sqrt(a);
    }

    /** The cube root of a. Bit-for-bit fdlibm 5.3. */
    public static double cbrt(double a) {
        return FdlibmRoots.cbrt(a);
    }

    public static double IEEEremainder(double a, double b) {
        return Math.IEEEremainder(a, b);
    }

    public static double ceil(double a) {
        return Math.ceil(a);
    }

    public static double floor(double a) {
        return Math.floor(a);
    }

    public static double rint(double a) {
        return Math.rint(a);
    }

    /** The angle theta of the point (b, a) in polar coordinates, in [-pi, pi]. Bit-for-bit fdlibm 5.3. */
    public static double atan2(double a, double b) {
        return FdlibmInverseTrig.atan2(a, b);
    }

    /** a raised to the power b. Bit-for-bit fdlibm 5.3. */
    public static double pow(double a, double b) {
        return FdlibmPow.pow(a, b);
    }

    public static int round(float a) {
        return Math.round(a);
    }

    public static long round(double a) {
        return Math.round(a);
    }

    public static double random() {
        return Math.random();
    }

    public static int addExact(int a, int b) {
        return Math.addExact(a, b);
    }

    public static long addExact(long a, long b) {
        return Math.addExact(a, b);
    }

    public static int subtractExact(int a, int b) {
        return Math.subtractExact(a, b);
    }

    public static long subtractExact(long a, long b) {
        return Math.subtractExact(a, b);
    }

    public static int multiplyExact(int a, int b) {
        return Math.multiplyExact(a, b);
    }

    public static long multiplyExact(long a, int b) {
        return Math.multiplyExact(a, b);
    }

    public static long multiplyExact(long a, long b) {
        return Math.multiplyExact(a, b);
    }

    public static int incrementExact(int a) {
        return Math.incrementExact(a);
    }

    public static long incrementExact(long a) {
        return Math.incrementExact(a);
    }

    public static int decrementExact(int a) {
        return Math.decrementExact(a);
    }

    public static long decrementExact(long a) {
        return Math.decrementExact(a);
    }

    public static int negateExact(int a) {
        return Math.negateExact(a);
    }

    public static long negateExact(long a) {
        return Math.negateExact(a);
    }

    public static int toIntExact(long a) {
        return Math.toIntExact(a);
    }

    public static long multiplyFull(int a, int b) {
        return Math.multiplyFull(a, b);
    }

    public static long multiplyHigh(long a, long b) {
        return Math.multiplyHigh(a, b);
    }

    public static int floorDiv(int a, int b) {
        return Math.floorDiv(a, b);
    }

    public static long floorDiv(long a, int b) {
        return Math.floorDiv(a, b);
    }

    public static long floorDiv(long a, long b) {
        return Math.floorDiv(a, b);
    }

    public static int floorMod(int a, int b) {
        return Math.floorMod(a, b);
    }

    public static int floorMod(long a, int b) {
        return Math.floorMod(a, b);
    }

    public static long floorMod(long a, long b) {
        return Math.floorMod(a, b);
    }

    public static int abs(int a) {
        return Math.abs(a);
    }

    public static int absExact(int a) {
        return Math.absExact(a);
    }

    public static long abs(long a) {
        return Math.abs(a);
    }

    public static long absExact(long a) {
        return Math.absExact(a);
    }

    public static float abs(float a) {
        return Math.abs(a);
    }

    public static double abs(double a) {
        return Math.abs(a);
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }

    public static double ulp(double a) {
        return Math.ulp(a);
    }

    public static float ulp(float a) {
        return Math.ulp(a);
    }

    public static double signum(double a) {
        return Math.signum(a);
    }

    public static float signum(float a) {
        return Math.signum(a);
    }

    /** The hyperbolic sine of a. Bit-for-bit fdlibm 5.3. */
    public static double sinh(double a) {
        return FdlibmHyperbolic.sinh(a);
    }

    /** The hyperbolic cosine of a. Bit-for-bit fdlibm 5.3. */
    public static double cosh(double a) {
        return FdlibmHyperbolic.cosh(a);
    }

    /** The hyperbolic tangent of a. Bit-for-bit fdlibm 5.3. */
    public static double tanh(double a) {
        return FdlibmHyperbolic.tanh(a);
    }

    /** sqrt(a^2 + b^2) without intermediate overflow or underflow. Bit-for-bit fdlibm 5.3. */
    public static double hypot(double a, double b) {
        return FdlibmRoots.hypot(a, b);
    }

    /** e^a - 1, accurate also for a near 0. Bit-for-bit fdlibm 5.3. */
    public static double expm1(double a) {
        return FdlibmExp.expm1(a);
    }

    /** The natural logarithm of 1 + a, accurate also for a near 0. Bit-for-bit fdlibm 5.3. */
    public static double log1p(double a) {
        return FdlibmLog.log1p(a);
    }

    public static double copySign(double a, double b) {
        return Math.copySign(a, b);
    }

    public static float copySign(float a, float b) {
        return Math.copySign(a, b);
    }

    public static int getExponent(float a) {
        return Math.getExponent(a);
    }

    public static int getExponent(double a) {
        return Math.getExponent(a);
    }

    public static double nextAfter(double a, double b) {
        return Math.nextAfter(a, b);
    }

    public static float nextAfter(float a, double b) {
        return Math.nextAfter(a, b);
    }

    public static double nextUp(double a) {
        return Math.nextUp(a);
    }

    public static float nextUp(float a) {
        return Math.nextUp(a);
    }

    public static double nextDown(double a) {
        return Math.nextDown(a);
    }

    public static float nextDown(float a) {
        return Math.nextDown(a);
    }

    public static double scalb(double a, int b) {
        return Math.scalb(a, b);
    }

    public static float scalb(float a, int b) {
        return Math.scalb(a, b);
    }

    /** Math.fma: the fused multiply-add is exact, so both classes give the same result. */
    public static double fma(double a, double b, double c) {
        return Math.fma(a, b, c);
    }

    /** Math.fma for floats. */
    public static float fma(float a, float b, float c) {
        return Math.fma(a, b, c);
    }
}
