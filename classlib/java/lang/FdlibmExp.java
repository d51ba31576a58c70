// FdlibmExp: StrictMath's exp and expm1, following fdlibm 5.3's published algorithms (e_exp.c,
// s_expm1.c) operation by operation so every result is bit-for-bit the JDK's.
package java.lang;

final class FdlibmExp {
    private FdlibmExp() {
    }

    private static final double HUGE = 1.0e+300;
    private static final double TWOM1000 = 9.33263618503218878990e-302;      // 2^-1000
    private static final double O_THRESHOLD = 7.09782712893383973096e+02;    // 0x40862E42 FEFA39EF
    private static final double U_THRESHOLD = -7.45133219101941108420e+02;   // 0xc0874910 D52D3051
    // ln2 split so that k*LN2_HI is exact (LN2_HI has 32 significant bits).
    private static final double LN2_HI = 6.93147180369123816490e-01;        // 0x3fe62e42 fee00000
    private static final double LN2_LO = 1.90821492927058770002e-10;        // 0x3dea39ef 35793c76
    private static final double INVLN2 = 1.44269504088896338700e+00;        // 0x3ff71547 652b82fe

    // Remez coefficients of R(r^2) ~ r*(exp(r)+1)/(exp(r)-1) - 2 on [0, 0.347^2] (error < 2^-59).
    private static final double P1 = 1.66666666666666019037e-01;    // 0x3FC55555 5555553E
    private static final double P2 = -2.77777777770155933842e-03;   // 0xBF66C16C 16BEBD93
    private static final double P3 = 6.61375632143793436117e-05;    // 0x3F11566A AF25DE2C
    private static final double P4 = -1.65339022054652515390e-06;   // 0xBEBBBD41 C5D26BF1
    private static final double P5 = 4.13813679705723846039e-08;    // 0x3E663769 72BEA4D0

    // Scaled coefficients of expm1's rational approximation on [-0.347, 0.347].
    private static final double Q1 = -3.33333333333331316428e-02;   // BFA11111 111110F4
    private static final double Q2 = 1.58730158725481460165e-03;    // 3F5A01A0 19FE5585
    private static final double Q3 = -7.93650757867487942473e-05;   // BF14CE19 9EAADBB7
    private static final double Q4 = 4.00821782732936239552e-06;    // 3ED0CFCA 86E65239
    private static final double Q5 = -2.01099218183624371326e-07;   // BE8AFDB7 6E09C32D

    /**
     * exp(x): reduce x = k*ln2 + r with |r| <= ln2/2 (r kept as hi - lo), approximate exp(r) by
     * the rational 1 + r + r*c/(2-c), c = r - r^2*P(r^2), then scale by 2^k.
     */
    static double exp(double x) {
        int hx = DoubleWords.hi(x);
        int xsb = (hx >> 31) & 1;                    // sign of x
        hx &= 0x7fffffff;                            // high word of |x|
        if (hx >= 0x40862E42) {                      // |x| >= 709.78: non-finite or out of range
            if (hx >= 0x7ff00000) {
                if (((hx & 0xfffff) | DoubleWords.lo(x)) != 0) {
                    return x + x;                    // NaN
                }
                return (xsb == 0) ? x : 0.0;         // exp(+inf) = inf, exp(-inf) = 0
            }
            if (x > O_THRESHOLD) {
                return HUGE * HUGE;                  // overflow
            }
            if (x < U_THRESHOLD) {
                return TWOM1000 * TWOM1000;          // underflow
            }
        }
        double hi = 0.0;
        double lo = 0.0;
        int k = 0;
        if (hx > 0x3fd62e42) {                       // |x| > ln2/2: reduce
            if (hx < 0x3FF0A2B2) {                   // and |x| < 1.5*ln2: k = +-1
                if (xsb == 0) {
                    hi = x - LN2_HI;
                    lo = LN2_LO;
                    k = 1;
                } else {
                    hi = x + LN2_HI;
                    lo = -LN2_LO;
                    k = -1;
                }
            } else {
                k = (int) (INVLN2 * x + ((xsb == 0) ? 0.5 : -0.5));
                double t = k;
                hi = x - t * LN2_HI;                 // exact: t*LN2_HI has at most 43 bits
                lo = t * LN2_LO;
            }
            x = hi - lo;
        } else if (hx < 0x3e300000) {                // |x| < 2^-28: exp(x) rounds to 1+x
            return 1.0 + x;
        }
        double t = x * x;
        double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        if (k == 0) {
            return 1.0 - ((x * c) / (c - 2.0) - x);
        }
        double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
        if (k >= -1021) {                            // add k to the exponent
            return DoubleWords.withHi(y, DoubleWords.hi(y) + (k << 20));
        }
        // The result is subnormal: scale by 2^(k+1000) first, then by 2^-1000 (one rounding).
        return DoubleWords.withHi(y, DoubleWords.hi(y) + ((k + 1000) << 20)) * TWOM1000;
    }

    /**
     * expm1(x) = exp(x) - 1: reduce as exp does (with a correction c for the rounding of hi-lo),
     * approximate expm1(r) with the scaled rational R1 and rebuild 2^k*(expm1(r) + 1) - 1 in the
     * order that keeps the most bits for each range of k.
     */
    static double expm1(double x) {
        int hx = DoubleWords.hi(x);
        int xsb = hx & 0x80000000;                   // sign bit of x
        hx &= 0x7fffffff;                            // high word of |x|
        if (hx >= 0x4043687A) {                      // |x| >= 56*ln2
            if (hx >= 0x40862E42) {                  // |x| >= 709.78
                if (hx >= 0x7ff00000) {
                    if (((hx & 0xfffff) | DoubleWords.lo(x)) != 0) {
                        return x + x;                // NaN
                    }
                    return (xsb == 0) ? x : -1.0;    // expm1(+inf) = inf, expm1(-inf) = -1
                }
                if (x > O_THRESHOLD) {
                    return HUGE * HUGE;              // overflow
                }
            }
            if (xsb != 0) {                          // x < -56*ln2: -1 (rounded)
                return 1.0e-300 - 1.0;
            }
        }
        double hi;
        double lo;
        double c = 0.0;
        int k;
        if (hx > 0x3fd62e42) {                       // |x| > ln2/2: reduce
            if (hx < 0x3FF0A2B2) {                   // and |x| < 1.5*ln2
                if (xsb == 0) {
                    hi = x - LN2_HI;
                    lo = LN2_LO;
                    k = 1;
                } else {
                    hi = x + LN2_HI;
                    lo = -LN2_LO;
                    k = -1;
                }
            } else {
                k = (int) (INVLN2 * x + ((xsb == 0) ? 0.5 : -0.5));
                double t = k;
                hi = x - t * LN2_HI;                 // exact
                lo = t * LN2_LO;
            }
            x = hi - lo;
            c = (hi - x) - lo;                       // rounding error of hi - lo
        } else if (hx < 0x3c900000) {                // |x| < 2^-54: expm1(x) rounds to x
            return x;
        } else {
            k = 0;
        }
        // x is now in [-0.347, 0.347].
        double hfx = 0.5 * x;
        double hxs = x * hfx;
        double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
        double t = 3.0 - r1 * hfx;
        double e = hxs * ((r1 - t) / (6.0 - x * t));
        if (k == 0) {
            return x - (x * e - hxs);                // c is 0
        }
        e = (x * (e - c) - c);
        e -= hxs;
        if (k == -1) {
            return 0.5 * (x - e) - 0.5;
        }
        if (k == 1) {
            if (x < -0.25) {
                return -2.0 * (e - (x + 0.5));
            }
            return 1.0 + 2.0 * (x - e);
        }
        if (k <= -2 || k > 56) {                     // exp(x)-1 is close enough to exp(x) (or -1)
            double y = 1.0 - (e - x);
            y = DoubleWords.withHi(y, DoubleWords.hi(y) + (k << 20));
            return y - 1.0;
        }
        double y;
        if (k < 20) {
            t = DoubleWords.make(0x3ff00000 - (0x200000 >> k), 0);   // 1 - 2^-k
            y = t - (e - x);
        } else {
            t = DoubleWords.make((0x3ff - k) << 20, 0);              // 2^-k
            y = x - (e + t);
            y += 1.0;
        }
        return DoubleWords.withHi(y, DoubleWords.hi(y) + (k << 20));
    }
}
