// FdlibmLog: StrictMath's natural logarithm, log10 and log1p, following fdlibm 5.3's published
// algorithms (e_log.c, e_log10.c, s_log1p.c) step by step so every result is bit-for-bit the JDK's.
package java.lang;

final class FdlibmLog {
    private FdlibmLog() {
    }

    // ln2 split so that k*LN2_HI is exact for |k| < 2^11: LN2_HI has 32 significant bits.
    private static final double LN2_HI = 6.93147180369123816490e-01;   // 0x3fe62e42 fee00000
    private static final double LN2_LO = 1.90821492927058770002e-10;   // 0x3dea39ef 35793c76
    private static final double TWO54 = 1.80143985094819840000e+16;    // 2^54, scales subnormals

    // Remez coefficients of R(z) ~ (log(1+f) - 2s - s*f) / s in powers of z = s^2, s = f/(2+f)
    // (error below 2^-58.45). log and log1p share them.
    private static final double LG1 = 6.666666666666735130e-01;   // 3FE55555 55555593
    private static final double LG2 = 3.999999999940941908e-01;   // 3FD99999 9997FA04
    private static final double LG3 = 2.857142874366239149e-01;   // 3FD24924 94229359
    private static final double LG4 = 2.222219843214978396e-01;   // 3FCC71C5 1D8E78AF
    private static final double LG5 = 1.818357216161805012e-01;   // 3FC74664 96CB03DE
    private static final double LG6 = 1.531383769920937332e-01;   // 3FC39A09 D078C69F
    private static final double LG7 = 1.479819860511658591e-01;   // 3FC2F112 DF3E5244

    // log10(2) split like LN2 (LOG10_2HI*n exact for |n| < 2^11) and 1/ln(10).
    private static final double IVLN10 = 4.34294481903251816668e-01;     // 0x3FDBCB7B 1526E50E
    private static final double LOG10_2HI = 3.01029995663611771306e-01;  // 0x3FD34413 509F6000
    private static final double LOG10_2LO = 3.69423907715893078616e-13;  // 0x3D59FEF3 11F12B36

    /**
     * log(x): write x = 2^k * (1+f) with sqrt(2)/2 < 1+f < sqrt(2), then
     * log(x) = k*ln2 + log(1+f), log(1+f) = f - s*(f - R) (or the hfsq form), s = f/(2+f).
     */
    static double log(double x) {
        int hx = DoubleWords.hi(x);
        int lx = DoubleWords.lo(x);
        int k = 0;
        if (hx < 0x00100000) {                       // x < 2^-1022: zero, negative or subnormal
            if (((hx & 0x7fffffff) | lx) == 0) {
                return Double.NEGATIVE_INFINITY;     // log(+-0) = -inf
            }
            if (hx < 0) {
                return Double.NaN;                   // log(negative) = NaN
            }
            k -= 54;                                 // subnormal: scale up by 2^54
            x *= TWO54;
            hx = DoubleWords.hi(x);
        }
        if (hx >= 0x7ff00000) {
            return x + x;                            // +inf or NaN
        }
        k += (hx >> 20) - 1023;
        hx &= 0x000fffff;
        // i is 0x100000 when the fraction is above sqrt(2): then normalise x/2 instead of x.
        int i = (hx + 0x95f64) & 0x100000;
        x = DoubleWords.withHi(x, hx | (i ^ 0x3ff00000));
        k += i >> 20;
        double f = x - 1.0;
        if ((0x000fffff & (2 + hx)) < 3) {          // |f| < 2^-20: a short series suffices
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                double dk = k;
                return dk * LN2_HI + dk * LN2_LO;
            }
            double r = f * f * (0.5 - 0.33333333333333333 * f);
            if (k == 0) {
                return f - r;
            }
            double dk = k;
            return dk * LN2_HI - ((r - dk * LN2_LO) - f);
        }
        double s = f / (2.0 + f);
        double dk = k;
        double z = s * s;
        i = hx - 0x6147a;
        double w = z * z;
        int j = 0x6b851 - hx;
        // The polynomial is split into odd and even powers of z, evaluated as fdlibm does.
        double t1 = w * (LG2 + w * (LG4 + w * LG6));
        double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
        i |= j;
        double r = t2 + t1;
        if (i > 0) {                                 // fraction far from 1: use f*f/2 for accuracy
            double hfsq = 0.5 * f * f;
            if (k == 0) {
                return f - (hfsq - s * (hfsq + r));
            }
            return dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f);
        }
        if (k == 0) {
            return f - s * (f - r);
        }
        return dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f);
    }

    /**
     * log10(x): with x = 2^n * m, log10(x) = n*log10(2) + log(m)/ln(10), choosing m in [1,2) for
     * n >= 0 and in [1/2,1) for n < 0 so that log10(10^N) = N exactly for N = 0..22.
     */
    static double log10(double x) {
        int hx = DoubleWords.hi(x);
        int lx = DoubleWords.lo(x);
        int k = 0;
        if (hx < 0x00100000) {
            if (((hx & 0x7fffffff) | lx) == 0) {
                return Double.NEGATIVE_INFINITY;
            }
            if (hx < 0) {
                return Double.NaN;
            }
            k -= 54;
            x *= TWO54;
            hx = DoubleWords.hi(x);
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        int i = k >>> 31;                            // 1 when the exponent is negative
        hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
        double y = k + i;
        x = DoubleWords.withHi(x, hx);
        double z = y * LOG10_2LO + IVLN10 * log(x);
        return z + y * LOG10_2HI;
    }

    /**
     * log1p(x) = log(1+x): as log, with 1+x = 2^k*(1+f), plus a correction term c for the
     * rounding error of 1+x when k != 0; small |x| uses f = x directly (k = 0).
     */
    static double log1p(double x) {
        int hx = DoubleWords.hi(x);
        int ax = hx & 0x7fffffff;
        int k = 1;
        double f = 0.0;
        int hu = 0;
        if (hx < 0x3FDA827A) {                       // x < 0.41422 (sqrt(2)-1)
            if (ax >= 0x3ff00000) {                  // x <= -1
                if (x == -1.0) {
                    return Double.NEGATIVE_INFINITY;
                }
                return Double.NaN;
            }
            if (ax < 0x3e200000) {                   // |x| < 2^-29
                if (ax < 0x3c900000) {               // |x| < 2^-54: log1p(x) rounds to x
                    return x;
                }
                return x - x * x * 0.5;
            }
            if (hx > 0 || hx <= 0xbfd2bec3) {       // -0.2929 < x < 0.41422: 1+f = 1+x exactly
                k = 0;
                f = x;
                hu = 1;
            }
        }
        if (hx >= 0x7ff00000) {
            return x + x;                            // +inf or NaN
        }
        double c = 0.0;
        if (k != 0) {
            double u;
            if (hx < 0x43400000) {                   // x < 2^53: 1+x is rounded, keep the error
                u = 1.0 + x;
                hu = DoubleWords.hi(u);
                k = (hu >> 20) - 1023;
                c = (k > 0) ? 1.0 - (u - x) : x - (u - 1.0);
                c /= u;
            } else {                                 // 1+x == x: no correction
                u = x;
                hu = DoubleWords.hi(u);
                k = (hu >> 20) - 1023;
                c = 0.0;
            }
            hu &= 0x000fffff;
            if (hu < 0x6a09e) {                      // fraction below sqrt(2): normalise u
                u = DoubleWords.withHi(u, hu | 0x3ff00000);
            } else {                                 // otherwise u/2
                k += 1;
                u = DoubleWords.withHi(u, hu | 0x3fe00000);
                hu = (0x00100000 - hu) >> 2;
            }
            f = u - 1.0;
        }
        double hfsq = 0.5 * f * f;
        if (hu == 0) {                               // |f| < 2^-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                c += k * LN2_LO;
                return k * LN2_HI + c;
            }
            double r = hfsq * (1.0 - 0.66666666666666666 * f);
            if (k == 0) {
                return f - r;
            }
            return k * LN2_HI - ((r - (k * LN2_LO + c)) - f);
        }
        double s = f / (2.0 + f);
        double z = s * s;
        double r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
        if (k == 0) {
            return f - (hfsq - s * (hfsq + r));
        }
        return k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f);
    }
}
