// FdlibmRoots: StrictMath's cbrt and hypot, following fdlibm 5.3's published algorithms (s_cbrt.c,
// e_hypot.c) operation by operation so every result is bit-for-bit the JDK's.
package java.lang;

final class FdlibmRoots {
    private FdlibmRoots() {
    }

    // Exponent-division biases for the first 5-bit guess: (682 - 0.03306235651) * 2^20 for
    // normal x and (664 - 0.03306235651) * 2^20 for subnormal x scaled by 2^54.
    private static final int B1 = 715094163;
    private static final int B2 = 696219795;
    // Coefficients of the rational step that brings the guess to 23 bits.
    private static final double C = 5.42857142857142815906e-01;    // 19/35
    private static final double D = -7.05306122448979611050e-01;   // -864/1225
    private static final double E = 1.41428571428571436819e+00;    // 99/70
    private static final double F = 1.60714285714285720630e+00;    // 45/28
    private static final double G = 3.57142857142857150787e-01;    // 5/14

    /**
     * cbrt(x): a guess from dividing the exponent word by 3, a rational step to 23 bits, then the
     * guess chopped to 20 bits (rounded up) and one Newton step to 53 bits; the sign is restored.
     */
    static double cbrt(double x) {
        int hx = DoubleWords.hi(x);
        int sign = hx & 0x80000000;
        hx ^= sign;
        if (hx >= 0x7ff00000) {
            return x + x;                            // cbrt(NaN or inf) is itself
        }
        if ((hx | DoubleWords.lo(x)) == 0) {
            return x;                                // cbrt(+-0) is itself
        }
        x = DoubleWords.withHi(x, hx);               // x = |x|
        double t;
        if (hx < 0x00100000) {                       // subnormal: scale by 2^54 first
            t = DoubleWords.make(0x43500000, 0) * x;
            t = DoubleWords.withHi(t, DoubleWords.hi(t) / 3 + B2);
        } else {
            t = DoubleWords.make(hx / 3 + B1, 0);
        }
        // Rational step to 23 bits.
        double r = t * t / x;
        double s = C + r * t;
        t *= G + F / (s + E + D / s);
        // Chop to 20 bits and make it larger than cbrt(x).
        t = DoubleWords.make(DoubleWords.hi(t) + 1, 0);
        // One Newton step to 53 bits (error below 0.667 ulp).
        s = t * t;                                   // exact
        r = x / s;
        double w = t + t;
        r = (r - t) / (w + r);                       // r - s is exact
        t = t + t * r;
        return DoubleWords.withHi(t, DoubleWords.hi(t) | sign);
    }

    /**
     * hypot(x, y) = sqrt(x^2 + y^2) without undue overflow: order |a| >= |b|, scale both into a
     * safe range, and compute the sum of squares with a head/tail split of a so the result is
     * within one ulp.
     */
    static double hypot(double x, double y) {
        int ha = DoubleWords.hi(x) & 0x7fffffff;
        int hb = DoubleWords.hi(y) & 0x7fffffff;
        double a;
        double b;
        if (hb > ha) {
            a = y;
            b = x;
            int j = ha;
            ha = hb;
            hb = j;
        } else {
            a = x;
            b = y;
        }
        a = DoubleWords.withHi(a, ha);               // a = |a|
        b = DoubleWords.withHi(b, hb);               // b = |b|
        if ((ha - hb) > 0x3c00000) {
            return a + b;                            // a/b > 2^60: b does not matter
        }
        int k = 0;
        if (ha > 0x5f300000) {                       // a > 2^500
            if (ha >= 0x7ff00000) {                  // inf or NaN: inf wins over NaN
                double w = a + b;
                if (((ha & 0xfffff) | DoubleWords.lo(a)) == 0) {
                    w = a;
                }
                if (((hb ^ 0x7ff00000) | DoubleWords.lo(b)) == 0) {
                    w = b;
                }
                return w;
            }
            // Scale a and b by 2^-600.
            ha -= 0x25800000;
            hb -= 0x25800000;
            k += 600;
            a = DoubleWords.withHi(a, ha);
            b = DoubleWords.withHi(b, hb);
        }
        if (hb < 0x20b00000) {                       // b < 2^-500
            if (hb <= 0x000fffff) {                  // b is subnormal or zero
                if ((hb | DoubleWords.lo(b)) == 0) {
                    return a;
                }
                double t1 = DoubleWords.make(0x7fd00000, 0);   // 2^1022
                b *= t1;
                a *= t1;
                k -= 1022;
            } else {                                 // scale a and b by 2^600
                ha += 0x25800000;
                hb += 0x25800000;
                k -= 600;
                a = DoubleWords.withHi(a, ha);
                b = DoubleWords.withHi(b, hb);
            }
        }
        // Medium-size a and b.
        double w = a - b;
        if (w > b) {
            double t1 = DoubleWords.make(ha, 0);     // head of a
            double t2 = a - t1;
            w = Math.sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));   // a^2 = t1^2 + t2*(a+t1)
        } else {
            a = a + a;
            double y1 = DoubleWords.make(hb, 0);     // head of b
            double y2 = b - y1;
            double t1 = DoubleWords.make(ha + 0x00100000, 0);   // head of 2a
            double t2 = a - t1;
            w = Math.sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
        }
        if (k != 0) {
            return DoubleWords.make(0x3ff00000 + (k << 20), 0) * w;
        }
        return w;
    }
}
