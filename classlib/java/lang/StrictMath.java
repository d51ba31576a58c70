// java.lang.StrictMath: the same functions as Math. wwvm's Math is already deterministic (one C
// library, one platform build), so StrictMath simply delegates to it.
package java.lang;

/** Basic numeric operations; in wwvm every method returns exactly what Math returns. */
public final class StrictMath {
    public static final double E = Math.E;
    public static final double PI = Math.PI;

    private StrictMath() {
    }


    public static double sin(double a) {
        return Math.sin(a);
    }

    public static double cos(double a) {
        return Math.cos(a);
    }

    public static double tan(double a) {
        return Math.tan(a);
    }

    public static double asin(double a) {
        return Math.asin(a);
    }

    public static double acos(double a) {
        return Math.acos(a);
    }

    public static double atan(double a) {
        return Math.atan(a);
    }

    public static double toRadians(double a) {
        return Math.toRadians(a);
    }

    public static double toDegrees(double a) {
        return Math.toDegrees(a);
    }

    public static double exp(double a) {
        return Math.exp(a);
    }

    public static double log(double a) {
        return Math.log(a);
    }

    public static double log10(double a) {
        return Math.log10(a);
    }

    public static double sqrt(double a) {
        return Math.sqrt(a);
    }

    public static double cbrt(double a) {
        return Math.cbrt(a);
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

    public static double atan2(double a, double b) {
        return Math.atan2(a, b);
    }

    public static double pow(double a, double b) {
        return Math.pow(a, b);
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

    public static double sinh(double a) {
        return Math.sinh(a);
    }

    public static double cosh(double a) {
        return Math.cosh(a);
    }

    public static double tanh(double a) {
        return Math.tanh(a);
    }

    public static double hypot(double a, double b) {
        return Math.hypot(a, b);
    }

    public static double expm1(double a) {
        return Math.expm1(a);
    }

    public static double log1p(double a) {
        return Math.log1p(a);
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
