// FdlibmHyperbolic: StrictMath's sinh, cosh and tanh, following fdlibm 5.3's published algorithms
// (e_sinh.c, e_cosh.c, s_tanh.c) on top of FdlibmExp, so every result is bit-for-bit the JDK's.
package java.lang;

final class FdlibmHyperbolic {
    private FdlibmHyperbolic() {
    }

    private static final double SHUGE = 1.0e307;
    private static final double HUGE = 1.0e300;
    private static final double TINY = 1.0e-300;

    /** The overflow threshold of sinh and cosh, about 710.4758600739439, as (high, low) words. */
    private static boolean belowOverflow(int ix, double x) {
        return ix < 0x408633CE
                || (ix == 0x408633ce && (DoubleWords.lo(x) & 0xffffffffL) <= 0x8fb9f87dL);
    }

    /**
     * sinh(x): with E = expm1(|x|), sign(x)*(E + E/(E+1))/2 below 22 (a cancellation-free form
     * below 1), exp(|x|)/2 up to ln(MAX_VALUE), exp(|x|/2)^2/2 just beyond, then overflow.
     */
    static double sinh(double x) {
        int jx = DoubleWords.hi(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return x + x;                            // inf or NaN
        }
        double h = (jx < 0) ? -0.5 : 0.5;
        if (ix < 0x40360000) {                       // |x| < 22
            if (ix < 0x3e300000) {
                return x;                            // |x| < 2^-28: sinh(x) rounds to x
            }
            double t = FdlibmExp.expm1(Math.abs(x));
            if (ix < 0x3ff00000) {
                return h * (2.0 * t - t * t / (t + 1.0));
            }
            return h * (t + t / (t + 1.0));
        }
        if (ix < 0x40862E42) {                       // |x| < ln(MAX_VALUE)
            return h * FdlibmExp.exp(Math.abs(x));
        }
        if (belowOverflow(ix, x)) {
            double w = FdlibmExp.exp(0.5 * Math.abs(x));
            double t = h * w;
            return t * w;
        }
        return x * SHUGE;                            // overflow
    }

    /**
     * cosh(x): 1 + expm1(|x|)^2/(2*exp(|x|)) below ln2/2, (exp(|x|) + 1/exp(|x|))/2 below 22,
     * then exp(|x|)/2 and exp(|x|/2)^2/2 as for sinh, then overflow.
     */
    static double cosh(double x) {
        int ix = DoubleWords.hi(x) & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return x * x;                            // inf or NaN
        }
        if (ix < 0x3fd62e43) {                       // |x| < ln2/2
            double t = FdlibmExp.expm1(Math.abs(x));
            double w = 1.0 + t;
            if (ix < 0x3c800000) {
                return w;                            // cosh(tiny) = 1
            }
            return 1.0 + (t * t) / (w + w);
        }
        if (ix < 0x40360000) {                       // |x| < 22
            double t = FdlibmExp.exp(Math.abs(x));
            return 0.5 * t + 0.5 / t;
        }
        if (ix < 0x40862E42) {                       // |x| < ln(MAX_VALUE)
            return 0.5 * FdlibmExp.exp(Math.abs(x));
        }
        if (belowOverflow(ix, x)) {
            double w = FdlibmExp.exp(0.5 * Math.abs(x));
            double t = 0.5 * w;
            return t * w;
        }
        return HUGE * HUGE;                          // overflow
    }

    /**
     * tanh(x): x for tiny x, 1 - 2/(expm1(2|x|) + 2) for 1 <= |x| < 22,
     * -expm1(-2|x|)/(expm1(-2|x|) + 2) below 1, and +-1 from 22 on.
     */
    static double tanh(double x) {
        int jx = DoubleWords.hi(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return (jx >= 0) ? 1.0 / x + 1.0 : 1.0 / x - 1.0;   // +-1 for +-inf, NaN for NaN
        }
        double z;
        if (ix < 0x40360000) {                       // |x| < 22
            if (ix < 0x3c800000) {
                return x * (1.0 + x);                // |x| < 2^-55
            }
            if (ix >= 0x3ff00000) {                  // |x| >= 1
                double t = FdlibmExp.expm1(2.0 * Math.abs(x));
                z = 1.0 - 2.0 / (t + 2.0);
            } else {
                double t = FdlibmExp.expm1(-2.0 * Math.abs(x));
                z = -t / (t + 2.0);
            }
        } else {
            z = 1.0 - TINY;                          // |x| >= 22: 1
        }
        return (jx >= 0) ? z : -z;
    }
}
