// FdlibmPow: StrictMath.pow, following fdlibm 5.3's published algorithm (e_pow.c) operation by
// operation so every result is bit-for-bit the JDK's.
package java.lang;

final class FdlibmPow {
    private FdlibmPow() {
    }

    private static final double[] BP = {1.0, 1.5};
    // log2(1.5) split in a 24-bit head and a tail.
    private static final double[] DP_H = {0.0, 5.84962487220764160156e-01};   // 0x3FE2B803 40000000
    private static final double[] DP_L = {0.0, 1.35003920212974897128e-08};   // 0x3E4CFDEB 43CFD006
    private static final double TWO53 = 9007199254740992.0;
    private static final double HUGE = 1.0e300;
    private static final double TINY = 1.0e-300;

    // Remez coefficients of (3/2)*(log(x) - 2s - 2/3*s^3) in powers of s^2.
    private static final double L1 = 5.99999999999994648725e-01;   // 0x3FE33333 33333303
    private static final double L2 = 4.28571428578550184252e-01;   // 0x3FDB6DB6 DB6FABFF
    private static final double L3 = 3.33333329818377432918e-01;   // 0x3FD55555 518F264D
    private static final double L4 = 2.72728123808534006489e-01;   // 0x3FD17460 A91D4101
    private static final double L5 = 2.30660745775561754067e-01;   // 0x3FCD864A 93C9DB65
    private static final double L6 = 2.06975017800338417784e-01;   // 0x3FCA7E28 4A454EEF
    // exp's coefficients (see FdlibmExp), used for 2^(fraction).
    private static final double P1 = 1.66666666666666019037e-01;    // 0x3FC55555 5555553E
    private static final double P2 = -2.77777777770155933842e-03;   // 0xBF66C16C 16BEBD93
    private static final double P3 = 6.61375632143793436117e-05;    // 0x3F11566A AF25DE2C
    private static final double P4 = -1.65339022054652515390e-06;   // 0xBEBBBD41 C5D26BF1
    private static final double P5 = 4.13813679705723846039e-08;    // 0x3E663769 72BEA4D0
    private static final double LG2 = 6.93147180559945286227e-01;       // 0x3FE62E42 FEFA39EF
    private static final double LG2_H = 6.93147182464599609375e-01;     // 0x3FE62E43 00000000
    private static final double LG2_L = -1.90465429995776804525e-09;    // 0xBE205C61 0CA86C39
    private static final double OVT = 8.0085662595372944372e-17;        // -(1024-log2(ovfl+.5ulp))
    // 2/(3*ln2) with a head of 24 bits, and 1/ln2 with a head of 21 bits.
    private static final double CP = 9.61796693925975554329e-01;        // 0x3FEEC709 DC3A03FD
    private static final double CP_H = 9.61796700954437255859e-01;      // 0x3FEEC709 E0000000
    private static final double CP_L = -7.02846165095275826516e-09;     // 0xBE3E2FE0 145B01F5
    private static final double IVLN2 = 1.44269504088896338700e+00;     // 0x3FF71547 652B82FE
    private static final double IVLN2_H = 1.44269502162933349609e+00;   // 0x3FF71547 60000000
    private static final double IVLN2_L = 1.92596299112661746887e-08;   // 0x3E54AE0B F85DDF44

    /**
     * x^y = 2^(y*log2(x)): log2(|x|) is computed to about 64 bits as t1 + t2, the product with
     * y split as y1 + y2 gives z = p_h + p_l, and 2^z = 2^n * 2^(z-n) with exp's approximation.
     * Special cases come first, in fdlibm's order.
     */
    static double pow(double x, double y) {
        int hx = DoubleWords.hi(x);
        int lx = DoubleWords.lo(x);
        int hy = DoubleWords.hi(y);
        int ly = DoubleWords.lo(y);
        int ix = hx & 0x7fffffff;
        int iy = hy & 0x7fffffff;

        if ((iy | ly) == 0) {
            return 1.0;                              // x^0 = 1, even for NaN x
        }
        if (ix > 0x7ff00000 || ((ix == 0x7ff00000) && (lx != 0))
                || iy > 0x7ff00000 || ((iy == 0x7ff00000) && (ly != 0))) {
            return x + y;                            // NaN operand
        }

        // For negative x: yisint is 0 (y not an integer), 1 (odd integer) or 2 (even integer).
        int yisint = 0;
        if (hx < 0) {
            if (iy >= 0x43400000) {
                yisint = 2;                          // |y| >= 2^53: even
            } else if (iy >= 0x3ff00000) {
                int k = (iy >> 20) - 0x3ff;          // unbiased exponent of y
                if (k > 20) {
                    int j = ly >>> (52 - k);
                    if ((j << (52 - k)) == ly) {
                        yisint = 2 - (j & 1);
                    }
                } else if (ly == 0) {
                    int j = iy >> (20 - k);
                    if ((j << (20 - k)) == iy) {
                        yisint = 2 - (j & 1);
                    }
                }
            }
        }

        // Special values of y.
        if (ly == 0) {
            if (iy == 0x7ff00000) {                  // y is +-inf
                if (((ix - 0x3ff00000) | lx) == 0) {
                    return y - y;                    // (+-1)^+-inf is NaN
                } else if (ix >= 0x3ff00000) {       // (|x|>1)^+-inf = inf, 0
                    return (hy >= 0) ? y : 0.0;
                } else {                             // (|x|<1)^+-inf = 0, inf
                    return (hy < 0) ? -y : 0.0;
                }
            }
            if (iy == 0x3ff00000) {                  // y is +-1
                return (hy < 0) ? 1.0 / x : x;
            }
            if (hy == 0x40000000) {
                return x * x;                        // y is 2
            }
            if (hy == 0x3fe00000 && hx >= 0) {
                return Math.sqrt(x);                 // y is 0.5, x >= +0
            }
        }

        double ax = Math.abs(x);
        // Special values of x: +-0, +-inf, +-1.
        if (lx == 0 && (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000)) {
            double z = ax;
            if (hy < 0) {
                z = 1.0 / z;                         // z = 1/|x|
            }
            if (hx < 0) {
                if (((ix - 0x3ff00000) | yisint) == 0) {
                    z = (z - z) / (z - z);           // (-1)^non-integer is NaN
                } else if (yisint == 1) {
                    z = -z;                          // (x<0)^odd = -(|x|^odd)
                }
            }
            return z;
        }

        int n = (hx >> 31) + 1;                      // 0 for negative x, 1 otherwise
        if ((n | yisint) == 0) {
            return (x - x) / (x - x);                // (x<0)^non-integer is NaN
        }
        double s = 1.0;                              // sign of the result
        if ((n | (yisint - 1)) == 0) {
            s = -1.0;                                // (x<0)^odd
        }

        double t1;
        double t2;
        if (iy > 0x41e00000) {                       // |y| > 2^31
            if (iy > 0x43f00000) {                   // |y| > 2^64: must overflow or underflow
                if (ix <= 0x3fefffff) {
                    return (hy < 0) ? HUGE * HUGE : TINY * TINY;
                }
                if (ix >= 0x3ff00000) {
                    return (hy > 0) ? HUGE * HUGE : TINY * TINY;
                }
            }
            // Overflow or underflow when x is not close to 1.
            if (ix < 0x3fefffff) {
                return (hy < 0) ? s * HUGE * HUGE : s * TINY * TINY;
            }
            if (ix > 0x3ff00000) {
                return (hy > 0) ? s * HUGE * HUGE : s * TINY * TINY;
            }
            // |1-x| <= 2^-20: log(x) by x - x^2/2 + x^3/3 - x^4/4.
            double t = ax - 1.0;                     // t has 20 trailing zeros
            double w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
            double u = IVLN2_H * t;                  // IVLN2_H has 21 significant bits
            double v = t * IVLN2_L - w * IVLN2;
            t1 = DoubleWords.clearLo(u + v);
            t2 = v - (t1 - u);
        } else {
            n = 0;
            if (ix < 0x00100000) {                   // subnormal x: scale up
                ax *= TWO53;
                n -= 53;
                ix = DoubleWords.hi(ax);
            }
            n += (ix >> 20) - 0x3ff;
            int j = ix & 0x000fffff;
            // Normalise ax into [1, 2) and pick the interval: k = 0 near 1, k = 1 near 1.5.
            ix = j | 0x3ff00000;
            int k;
            if (j <= 0x3988E) {
                k = 0;                               // |x| < sqrt(3/2)
            } else if (j < 0xBB67A) {
                k = 1;                               // |x| < sqrt(3)
            } else {
                k = 0;
                n += 1;
                ix -= 0x00100000;
            }
            ax = DoubleWords.withHi(ax, ix);

            // ss = s_h + s_l = (ax - bp) / (ax + bp), s_h with its low word cleared.
            double u = ax - BP[k];
            double v = 1.0 / (ax + BP[k]);
            double ss = u * v;
            double sH = DoubleWords.clearLo(ss);
            // t_h = ax + bp, high part (built from the exponent and top fraction bits).
            double tH = DoubleWords.make(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18), 0);
            double tL = ax - (tH - BP[k]);
            double sL = v * ((u - sH * tH) - sH * tL);
            // log(ax) as a series in ss.
            double s2 = ss * ss;
            double r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
            r += sL * (sH + ss);
            s2 = sH * sH;
            tH = DoubleWords.clearLo(3.0 + s2 + r);
            tL = r - ((tH - 3.0) - s2);
            // u + v = ss * (1 + ...)
            u = sH * tH;
            v = sL * tH + tL * ss;
            // 2/(3*ln2) * (ss + ...)
            double pH = DoubleWords.clearLo(u + v);
            double pL = v - (pH - u);
            double zH = CP_H * pH;
            double zL = CP_L * pH + pL * CP + DP_L[k];
            // log2(ax) = (ss + ...) * 2/(3*ln2) = n + dp_h + z_h + z_l
            double t = n;
            t1 = DoubleWords.clearLo(((zH + zL) + DP_H[k]) + t);
            t2 = zL - (((t1 - t) - DP_H[k]) - zH);
        }

        // y*log2(x) = (y1 + y2) * (t1 + t2) = p_h + p_l, with y1 the head of y.
        double y1 = DoubleWords.clearLo(y);
        double pL = (y - y1) * t1 + y * t2;
        double pH = y1 * t1;
        double z = pL + pH;
        int j = DoubleWords.hi(z);
        int i = DoubleWords.lo(z);
        if (j >= 0x40900000) {                       // z >= 1024
            if (((j - 0x40900000) | i) != 0) {
                return s * HUGE * HUGE;              // z > 1024: overflow
            }
            if (pL + OVT > z - pH) {
                return s * HUGE * HUGE;              // rounding would overflow
            }
        } else if ((j & 0x7fffffff) >= 0x4090cc00) { // z <= -1075
            if (((j - 0xc090cc00) | i) != 0) {
                return s * TINY * TINY;              // z < -1075: underflow
            }
            if (pL <= z - pH) {
                return s * TINY * TINY;
            }
        }

        // 2^(p_h + p_l): split off n = nearest integer when |z| > 1/2.
        i = j & 0x7fffffff;
        int k = (i >> 20) - 0x3ff;
        n = 0;
        if (i > 0x3fe00000) {
            n = j + (0x00100000 >> (k + 1));
            k = ((n & 0x7fffffff) >> 20) - 0x3ff;    // exponent of the new n
            double t = DoubleWords.make(n & ~(0x000fffff >> k), 0);
            n = ((n & 0x000fffff) | 0x00100000) >> (20 - k);
            if (j < 0) {
                n = -n;
            }
            pH -= t;
        }
        double t = DoubleWords.clearLo(pL + pH);
        double u = t * LG2_H;
        double v = (pL - (t - pH)) * LG2 + t * LG2_L;
        z = u + v;
        double w = v - (z - u);
        t = z * z;
        t1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        double r = (z * t1) / (t1 - 2.0) - (w + z * w);
        z = 1.0 - (r - z);
        j = DoubleWords.hi(z);
        j += n << 20;
        if ((j >> 20) <= 0) {
            z = DoubleWords.scalbn(z, n);            // subnormal result
        } else {
            z = DoubleWords.withHi(z, DoubleWords.hi(z) + (n << 20));
        }
        return s * z;
    }
}
