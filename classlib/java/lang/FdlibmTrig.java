// FdlibmTrig: StrictMath's sin, cos and tan, following fdlibm 5.3's published algorithms
// (s_sin.c, s_cos.c, s_tan.c and the kernels k_sin.c, k_cos.c, k_tan.c) bit for bit.
package java.lang;

final class FdlibmTrig {
    private FdlibmTrig() {
    }

    // sin(x) ~ x + S1*x^3 + ... + S6*x^13 on [-pi/4, pi/4] (error below 2^-58).
    private static final double S1 = -1.66666666666666324348e-01;   // 0xBFC55555 55555549
    private static final double S2 = 8.33333333332248946124e-03;    // 0x3F811111 1110F8A6
    private static final double S3 = -1.98412698298579493134e-04;   // 0xBF2A01A0 19C161D5
    private static final double S4 = 2.75573137070700676789e-06;    // 0x3EC71DE3 57B1FE7D
    private static final double S5 = -2.50507602534068634195e-08;   // 0xBE5AE5E6 8A2B9CEB
    private static final double S6 = 1.58969099521155010221e-10;    // 0x3DE5D93A 5ACFD57C

    // cos(x) ~ 1 - x^2/2 + C1*x^4 + ... + C6*x^14 on [-pi/4, pi/4].
    private static final double C1 = 4.16666666666666019037e-02;    // 0x3FA55555 5555554C
    private static final double C2 = -1.38888888888741095749e-03;   // 0xBF56C16C 16C15177
    private static final double C3 = 2.48015872894767294178e-05;    // 0x3EFA01A0 19CB1590
    private static final double C4 = -2.75573143513906633035e-07;   // 0xBE927E4F 809C52AD
    private static final double C5 = 2.08757232129817482790e-09;    // 0x3E21EE9E BDB4B1C4
    private static final double C6 = -1.13596475577881948265e-11;   // 0xBDA8FAE9 BE8838D4

    // tan(x) ~ x + T[0]*x^3 + ... + T[12]*x^27 on [0, 0.67434].
    private static final double[] T = {
        3.33333333333334091986e-01,    // 3FD55555 55555563
        1.33333333333201242699e-01,    // 3FC11111 1110FE7A
        5.39682539762260521377e-02,    // 3FABA1BA 1BB341FE
        2.18694882948595424599e-02,    // 3F9664F4 8406D637
        8.86323982359930005737e-03,    // 3F8226E3 E96E8493
        3.59207910759131235356e-03,    // 3F6D6D22 C9560328
        1.45620945432529025516e-03,    // 3F57DBC8 FEE08315
        5.88041240820264096874e-04,    // 3F4344D8 F2F26501
        2.46463134818469906812e-04,    // 3F3026F7 1A8D1068
        7.81794442939557092300e-05,    // 3F147E88 A03792A6
        7.14072491382608190305e-05,    // 3F12B80F 32F0A7E9
        -1.85586374855275456654e-05,   // BEF375CB DB605373
        2.59073051863633712884e-05,    // 3EFB2A70 74BF7AD4
    };
    private static final double PIO4 = 7.85398163397448278999e-01;     // 3FE921FB 54442D18
    private static final double PIO4LO = 3.06161699786838301793e-17;   // 3C81A626 33145C07

    static double sin(double x) {
        int ix = DoubleWords.hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) {
            return kernelSin(x, 0.0, false);         // |x| <= pi/4
        }
        if (ix >= 0x7ff00000) {
            return x - x;                            // NaN for inf and NaN
        }
        double[] y = new double[2];
        int n = FdlibmPiOver2.reduce(x, y);
        switch (n & 3) {
            case 0:
                return kernelSin(y[0], y[1], true);
            case 1:
                return kernelCos(y[0], y[1]);
            case 2:
                return -kernelSin(y[0], y[1], true);
            default:
                return -kernelCos(y[0], y[1]);
        }
    }

    static double cos(double x) {
        int ix = DoubleWords.hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) {
            return kernelCos(x, 0.0);
        }
        if (ix >= 0x7ff00000) {
            return x - x;
        }
        double[] y = new double[2];
        int n = FdlibmPiOver2.reduce(x, y);
        switch (n & 3) {
            case 0:
                return kernelCos(y[0], y[1]);
            case 1:
                return -kernelSin(y[0], y[1], true);
            case 2:
                return -kernelCos(y[0], y[1]);
            default:
                return kernelSin(y[0], y[1], true);
        }
    }

    static double tan(double x) {
        int ix = DoubleWords.hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) {
            return kernelTan(x, 0.0, 1);
        }
        if (ix >= 0x7ff00000) {
            return x - x;
        }
        double[] y = new double[2];
        int n = FdlibmPiOver2.reduce(x, y);
        return kernelTan(y[0], y[1], 1 - ((n & 1) << 1));   // 1 for even n, -1 for odd
    }

    /** sin(x + y) for |x| <= pi/4, y the tail of x (used only when hasTail). */
    private static double kernelSin(double x, double y, boolean hasTail) {
        int ix = DoubleWords.hi(x) & 0x7fffffff;
        if (ix < 0x3e400000 && (int) x == 0) {
            return x;                                // |x| < 2^-27
        }
        double z = x * x;
        double v = z * x;
        double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
        if (!hasTail) {
            return x + v * (S1 + z * r);
        }
        // sin(x+y) ~ sin(x) + (1 - x^2/2)*y
        return x - ((z * (0.5 * y - v * r) - y) - v * S1);
    }

    /** cos(x + y) for |x| <= pi/4, y the tail of x. */
    private static double kernelCos(double x, double y) {
        int ix = DoubleWords.hi(x) & 0x7fffffff;
        if (ix < 0x3e400000 && (int) x == 0) {
            return 1.0;                              // |x| < 2^-27
        }
        double z = x * x;
        double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
        if (ix < 0x3FD33333) {                       // |x| < 0.3
            return 1.0 - (0.5 * z - (z * r - x * y));
        }
        // Subtract qx (about x^2/4, exact) from 1 first so that 1 - x^2/2 loses no bits.
        double qx;
        if (ix > 0x3fe90000) {                       // |x| > 0.78125
            qx = 0.28125;
        } else {
            qx = DoubleWords.make(ix - 0x00200000, 0);   // |x|/4, high word only
        }
        double hz = 0.5 * z - qx;
        double a = 1.0 - qx;
        return a - (hz - (z * r - x * y));
    }

    /**
     * tan(x + y) (iy = 1) or -1/tan(x + y) (iy = -1) for |x| <= pi/4: above 0.6744, tan is
     * computed from tan(pi/4 - x); -1/w is formed with a head/tail split for accuracy.
     */
    private static double kernelTan(double x, double y, int iy) {
        int hx = DoubleWords.hi(x);
        int ix = hx & 0x7fffffff;
        if (ix < 0x3e300000 && (int) x == 0) {      // |x| < 2^-28
            if (((ix | DoubleWords.lo(x)) | (iy + 1)) == 0) {
                return 1.0 / Math.abs(x);            // -1/tan(+-0) = inf
            }
            if (iy == 1) {
                return x;
            }
            // -1/(x+y), carefully.
            double w = x + y;
            double z = DoubleWords.clearLo(w);
            double v = y - (z - x);
            double a = -1.0 / w;
            double t = DoubleWords.clearLo(a);
            double s = 1.0 + t * z;
            return t + a * (s + t * v);
        }
        if (ix >= 0x3FE59428) {                      // |x| >= 0.6744: use pi/4 - |x|
            if (hx < 0) {
                x = -x;
                y = -y;
            }
            double z = PIO4 - x;
            double w = PIO4LO - y;
            x = z + w;
            y = 0.0;
        }
        double z = x * x;
        double w = z * z;
        // x^5*(T[1] + x^2*T[2] + ...) split into odd and even powers of w.
        double r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
        double v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
        double s = z * x;
        r = y + z * (s * (r + v) + y);
        r += T[0] * s;
        w = x + r;
        if (ix >= 0x3FE59428) {
            v = (double) iy;
            return (double) (1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
        }
        if (iy == 1) {
            return w;
        }
        // -1/(x+r) computed accurately.
        z = DoubleWords.clearLo(w);
        v = r - (z - x);                             // z + v = r + x
        double a = -1.0 / w;
        double t = DoubleWords.clearLo(a);
        s = 1.0 + t * z;
        return t + a * (s + t * v);
    }
}
