// FdlibmInverseTrig: StrictMath's atan, atan2, asin and acos, following fdlibm 5.3's published
// algorithms (s_atan.c, e_atan2.c, e_asin.c, e_acos.c) so every result is bit-for-bit the JDK's.
package java.lang;

final class FdlibmInverseTrig {
    private FdlibmInverseTrig() {
    }

    // atan(0.5), atan(1), atan(1.5), atan(inf) as head + tail.
    private static final double[] ATAN_HI = {
        4.63647609000806093515e-01,    // 0x3FDDAC67 0561BB4F
        7.85398163397448278999e-01,    // 0x3FE921FB 54442D18
        9.82793723247329054082e-01,    // 0x3FEF730B D281F69B
        1.57079632679489655800e+00,    // 0x3FF921FB 54442D18
    };
    private static final double[] ATAN_LO = {
        2.26987774529616870924e-17,    // 0x3C7A2B7F 222F65E2
        3.06161699786838301793e-17,    // 0x3C81A626 33145C07
        1.39033110312309984516e-17,    // 0x3C700788 7AF0CBBD
        6.12323399573676603587e-17,    // 0x3C91A626 33145C07
    };
    // Coefficients of atan(x) ~ x - x^3*(AT[0] + AT[1]*x^2 + ...) on [0, 7/16].
    private static final double[] AT = {
        3.33333333333329318027e-01,    // 0x3FD55555 5555550D
        -1.99999999998764832476e-01,   // 0xBFC99999 9998EBC4
        1.42857142725034663711e-01,    // 0x3FC24924 920083FF
        -1.11111104054623557880e-01,   // 0xBFBC71C6 FE231671
        9.09088713343650656196e-02,    // 0x3FB745CD C54C206E
        -7.69187620504482999495e-02,   // 0xBFB3B0F2 AF749A6D
        6.66107313738753120669e-02,    // 0x3FB10D66 A0D03D51
        -5.83357013379057348645e-02,   // 0xBFADDE2D 52DEFD9A
        4.97687799461593236017e-02,    // 0x3FA97B4B 24760DEB
        -3.65315727442169155270e-02,   // 0xBFA2B444 2C6A6C2F
        1.62858201153657823623e-02,    // 0x3F90AD3A E322DA11
    };

    private static final double TINY = 1.0e-300;
    private static final double PI_O_4 = 7.8539816339744827900E-01;   // 0x3FE921FB 54442D18
    private static final double PI_O_2 = 1.5707963267948965580E+00;   // 0x3FF921FB 54442D18
    private static final double PI = 3.1415926535897931160E+00;       // 0x400921FB 54442D18
    private static final double PI_LO = 1.2246467991473531772E-16;    // 0x3CA1A626 33145C07
    private static final double PIO2_HI = 1.57079632679489655800e+00; // 0x3FF921FB 54442D18
    private static final double PIO2_LO = 6.12323399573676603587e-17; // 0x3C91A626 33145C07
    private static final double PIO4_HI = 7.85398163397448278999e-01; // 0x3FE921FB 54442D18

    // Rational approximation asin(x) ~ x + x*x^2*R(x^2), R = P/Q, shared by asin and acos.
    private static final double PS0 = 1.66666666666666657415e-01;    // 0x3FC55555 55555555
    private static final double PS1 = -3.25565818622400915405e-01;   // 0xBFD4D612 03EB6F7D
    private static final double PS2 = 2.01212532134862925881e-01;    // 0x3FC9C155 0E884455
    private static final double PS3 = -4.00555345006794114027e-02;   // 0xBFA48228 B5688F3B
    private static final double PS4 = 7.91534994289814532176e-04;    // 0x3F49EFE0 7501B288
    private static final double PS5 = 3.47933107596021167570e-05;    // 0x3F023DE1 0DFDF709
    private static final double QS1 = -2.40339491173441421878e+00;   // 0xC0033A27 1C8A2D4B
    private static final double QS2 = 2.02094576023350569471e+00;    // 0x40002AE5 9C598AC8
    private static final double QS3 = -6.88283971605453293030e-01;   // 0xBFE6066C 1B8D0159
    private static final double QS4 = 7.70381505559019352791e-02;    // 0x3FB3B8C5 B12E9282

    /**
     * atan(x): reduce |x| to [0, 7/16] with atan(x) = atan(c) + atan((x-c)/(1+x*c)) for
     * c in {0.5, 1, 1.5, inf}, then the odd polynomial split into odd and even parts.
     */
    static double atan(double x) {
        int hx = DoubleWords.hi(x);
        int ix = hx & 0x7fffffff;
        int id;
        if (ix >= 0x44100000) {                      // |x| >= 2^66
            if (ix > 0x7ff00000 || (ix == 0x7ff00000 && DoubleWords.lo(x) != 0)) {
                return x + x;                        // NaN
            }
            return (hx > 0) ? ATAN_HI[3] + ATAN_LO[3] : -ATAN_HI[3] - ATAN_LO[3];
        }
        if (ix < 0x3fdc0000) {                       // |x| < 0.4375
            if (ix < 0x3e200000) {                   // |x| < 2^-29: atan(x) rounds to x
                return x;
            }
            id = -1;
        } else {
            x = Math.abs(x);
            if (ix < 0x3ff30000) {                   // |x| < 1.1875
                if (ix < 0x3fe60000) {               // 7/16 <= |x| < 11/16
                    id = 0;
                    x = (2.0 * x - 1.0) / (2.0 + x);
                } else {                             // 11/16 <= |x| < 19/16
                    id = 1;
                    x = (x - 1.0) / (x + 1.0);
                }
            } else if (ix < 0x40038000) {            // |x| < 2.4375
                id = 2;
                x = (x - 1.5) / (1.0 + 1.5 * x);
            } else {                                 // 2.4375 <= |x| < 2^66
                id = 3;
                x = -1.0 / x;
            }
        }
        double z = x * x;
        double w = z * z;
        // The sum of AT[i]*z^(i+1) split into odd and even polynomials.
        double s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
        double s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
        if (id < 0) {
            return x - x * (s1 + s2);
        }
        z = ATAN_HI[id] - ((x * (s1 + s2) - ATAN_LO[id]) - x);
        return (hx < 0) ? -z : z;
    }

    /**
     * atan2(y, x): the special cases for zeros and infinities by quadrant, then atan(|y/x|)
     * moved to the quadrant of (x, y) with the tail of pi applied first.
     */
    static double atan2(double y, double x) {
        int hx = DoubleWords.hi(x);
        int ix = hx & 0x7fffffff;
        int lx = DoubleWords.lo(x);
        int hy = DoubleWords.hi(y);
        int iy = hy & 0x7fffffff;
        int ly = DoubleWords.lo(y);
        if ((ix | ((lx | -lx) >>> 31)) > 0x7ff00000 || (iy | ((ly | -ly) >>> 31)) > 0x7ff00000) {
            return x + y;                            // x or y is NaN
        }
        if (((hx - 0x3ff00000) | lx) == 0) {
            return atan(y);                          // x = 1.0
        }
        int m = ((hy >> 31) & 1) | ((hx >> 30) & 2);   // 2*sign(x) + sign(y)

        if ((iy | ly) == 0) {                        // y = 0
            switch (m) {
                case 0:
                case 1:
                    return y;                        // atan(+-0, +anything) = +-0
                case 2:
                    return PI + TINY;                // atan(+0, -anything) = pi
                default:
                    return -PI - TINY;               // atan(-0, -anything) = -pi
            }
        }
        if ((ix | lx) == 0) {                        // x = 0
            return (hy < 0) ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }
        if (ix == 0x7ff00000) {                      // x is inf
            if (iy == 0x7ff00000) {
                switch (m) {
                    case 0:
                        return PI_O_4 + TINY;
                    case 1:
                        return -PI_O_4 - TINY;
                    case 2:
                        return 3.0 * PI_O_4 + TINY;
                    default:
                        return -3.0 * PI_O_4 - TINY;
                }
            }
            switch (m) {
                case 0:
                    return 0.0;
                case 1:
                    return -0.0;
                case 2:
                    return PI + TINY;
                default:
                    return -PI - TINY;
            }
        }
        if (iy == 0x7ff00000) {                      // y is inf
            return (hy < 0) ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }

        // Compute y/x, or its limit when the exponents are more than 60 apart.
        int k = (iy - ix) >> 20;
        double z;
        if (k > 60) {
            z = PI_O_2 + 0.5 * PI_LO;                // |y/x| > 2^60
        } else if (hx < 0 && k < -60) {
            z = 0.0;                                 // |y|/x < -2^60
        } else {
            z = atan(Math.abs(y / x));
        }
        switch (m) {
            case 0:
                return z;                            // atan(+, +)
            case 1:
                return -z;                           // atan(-, +)
            case 2:
                return PI - (z - PI_LO);             // atan(+, -)
            default:
                return (z - PI_LO) - PI;             // atan(-, -)
        }
    }

    /**
     * asin(x): for |x| < 0.5, x + x*R(x^2); otherwise asin(x) = pi/2 - 2*asin(sqrt((1-|x|)/2)),
     * with sqrt split into a head and a correction when |x| <= 0.975 for accuracy.
     */
    static double asin(double x) {
        int hx = DoubleWords.hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) {                      // |x| >= 1
            if (((ix - 0x3ff00000) | DoubleWords.lo(x)) == 0) {
                return x * PIO2_HI + x * PIO2_LO;    // asin(+-1) = +-pi/2
            }
            return (x - x) / (x - x);                // |x| > 1 or NaN
        }
        if (ix < 0x3fe00000) {                       // |x| < 0.5
            if (ix < 0x3e400000) {                   // |x| < 2^-27: asin(x) rounds to x
                return x;
            }
            double t = x * x;
            double p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
            double q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
            double w = p / q;
            return x + x * w;
        }
        // 0.5 <= |x| < 1
        double w = 1.0 - Math.abs(x);
        double t = w * 0.5;
        double p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
        double q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
        double s = Math.sqrt(t);
        if (ix >= 0x3FEF3333) {                      // |x| > 0.975
            w = p / q;
            t = PIO2_HI - (2.0 * (s + s * w) - PIO2_LO);
        } else {
            w = DoubleWords.clearLo(s);
            double c = (t - w * w) / (s + w);        // sqrt(t) = w + c
            double r = p / q;
            p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
            q = PIO4_HI - 2.0 * w;
            t = PIO4_HI - (p - q);
        }
        return (hx > 0) ? t : -t;
    }

    /**
     * acos(x): for |x| < 0.5, pi/2 - (x + x*R(x^2)); for x < -0.5, pi - 2*asin(sqrt((1+x)/2));
     * for x > 0.5, 2*asin(sqrt((1-x)/2)) with the sqrt split into a head and a correction.
     */
    static double acos(double x) {
        int hx = DoubleWords.hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) {                      // |x| >= 1
            if (((ix - 0x3ff00000) | DoubleWords.lo(x)) == 0) {
                return (hx > 0) ? 0.0 : PI + 2.0 * PIO2_LO;   // acos(1) = 0, acos(-1) = pi
            }
            return (x - x) / (x - x);                // |x| > 1 or NaN
        }
        if (ix < 0x3fe00000) {                       // |x| < 0.5
            if (ix <= 0x3c600000) {
                return PIO2_HI + PIO2_LO;            // |x| < 2^-57
            }
            double z = x * x;
            double p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            double q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            double r = p / q;
            return PIO2_HI - (x - (PIO2_LO - x * r));
        }
        if (hx < 0) {                                // x < -0.5
            double z = (1.0 + x) * 0.5;
            double p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            double q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            double s = Math.sqrt(z);
            double r = p / q;
            double w = r * s - PIO2_LO;
            return PI - 2.0 * (s + w);
        }
        // x > 0.5
        double z = (1.0 - x) * 0.5;
        double s = Math.sqrt(z);
        double df = DoubleWords.clearLo(s);
        double c = (z - df * df) / (s + df);         // sqrt(z) = df + c
        double p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
        double q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
        double r = p / q;
        double w = r * s + c;
        return 2.0 * (df + w);
    }
}
