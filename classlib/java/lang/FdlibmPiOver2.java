// FdlibmPiOver2: argument reduction modulo pi/2 for StrictMath's sin, cos and tan, following
// fdlibm 5.3's published algorithm (e_rem_pio2.c, k_rem_pio2.c): Cody-Waite with a 33+33+33+53
// bit pi/2 for |x| <= 2^19*pi/2, and Payne-Hanek multi-precision reduction with 2/pi beyond.
package java.lang;

final class FdlibmPiOver2 {
    private FdlibmPiOver2() {
    }

    /** 2/pi in 24-bit chunks: the first 66*24 = 1584 bits after the binary point. */
    private static final int[] TWO_OVER_PI = {
        0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62,
        0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A,
        0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
        0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41,
        0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8,
        0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
        0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5,
        0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08,
        0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
        0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880,
        0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
    };

    /** High words of n*pi/2 for n = 1..32: arguments there may cancel badly in one step. */
    private static final int[] NPIO2_HW = {
        0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C,
        0x4025FDBB, 0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C,
        0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A,
        0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
        0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB,
        0x404858EB, 0x404921FB,
    };

    /** pi/2 in 24-bit pieces, for the multi-precision product. */
    private static final double[] PIO2_PIECES = {
        1.57079625129699707031e+00,    // 0x3FF921FB 40000000
        7.54978941586159635335e-08,    // 0x3E74442D 00000000
        5.39030252995776476554e-15,    // 0x3CF84698 80000000
        3.28200341580791294123e-22,    // 0x3B78CC51 60000000
        1.27065575308067607349e-29,    // 0x39F01B83 80000000
        1.22933308981111328932e-36,    // 0x387A2520 40000000
        2.73370053816464559624e-44,    // 0x36E38222 80000000
        2.16741683877804819444e-51,    // 0x3569F31D 00000000
    };

    private static final double TWO24 = 1.67772160000000000000e+07;    // 2^24
    private static final double TWON24 = 5.96046447753906250000e-08;   // 2^-24
    private static final double INVPIO2 = 6.36619772367581382433e-01;  // 0x3FE45F30 6DC9C883
    // pi/2 as PIO2_1 + PIO2_2 + PIO2_3 (33 bits each) with the tails PIO2_nT.
    private static final double PIO2_1 = 1.57079632673412561417e+00;   // 0x3FF921FB 54400000
    private static final double PIO2_1T = 6.07710050650619224932e-11;  // 0x3DD0B461 1A626331
    private static final double PIO2_2 = 6.07710050630396597660e-11;   // 0x3DD0B461 1A600000
    private static final double PIO2_2T = 2.02226624879595063154e-21;  // 0x3BA3198A 2E037073
    private static final double PIO2_3 = 2.02226624871116645580e-21;   // 0x3BA3198A 2E000000
    private static final double PIO2_3T = 8.47842766036889956997e-32;  // 0x397B839A 252049C1

    /**
     * Reduces x to y[0] + y[1] = x - n*pi/2 with |y[0] + y[1]| <= pi/4 (about) and returns n.
     * x must be finite; |x| <= pi/4 gives n = 0 and y = {x, 0}.
     */
    static int reduce(double x, double[] y) {
        int hx = DoubleWords.hi(x);
        int ix = hx & 0x7fffffff;
        if (ix <= 0x3fe921fb) {                      // |x| <= pi/4: nothing to do
            y[0] = x;
            y[1] = 0.0;
            return 0;
        }
        if (ix < 0x4002d97c) {                       // |x| < 3pi/4: n = +-1
            if (hx > 0) {
                double z = x - PIO2_1;
                if (ix != 0x3ff921fb) {              // 33+53 bits of pi/2 suffice
                    y[0] = z - PIO2_1T;
                    y[1] = (z - y[0]) - PIO2_1T;
                } else {                             // near pi/2: use 33+33+53 bits
                    z -= PIO2_2;
                    y[0] = z - PIO2_2T;
                    y[1] = (z - y[0]) - PIO2_2T;
                }
                return 1;
            }
            double z = x + PIO2_1;
            if (ix != 0x3ff921fb) {
                y[0] = z + PIO2_1T;
                y[1] = (z - y[0]) + PIO2_1T;
            } else {
                z += PIO2_2;
                y[0] = z + PIO2_2T;
                y[1] = (z - y[0]) + PIO2_2T;
            }
            return -1;
        }
        if (ix <= 0x413921fb) {                      // |x| <= 2^19*pi/2: medium size
            return reduceMedium(x, hx, ix, y);
        }
        return reduceLarge(x, hx, ix, y);
    }

    /**
     * Cody-Waite: subtract n*pi/2 in up to three steps of 33 bits of pi/2 each, taking the next
     * step only when the exponent of the result shows cancellation (more than 16, then 49 bits).
     */
    private static int reduceMedium(double x, int hx, int ix, double[] y) {
        double t = Math.abs(x);
        int n = (int) (t * INVPIO2 + 0.5);
        double fn = n;
        double r = t - fn * PIO2_1;
        double w = fn * PIO2_1T;                     // first round good to 85 bits
        if (n < 32 && ix != NPIO2_HW[n - 1]) {
            y[0] = r - w;                            // no cancellation possible
        } else {
            int j = ix >> 20;
            y[0] = r - w;
            int i = j - ((DoubleWords.hi(y[0]) >> 20) & 0x7ff);
            if (i > 16) {                            // second round, good to 118 bits
                t = r;
                w = fn * PIO2_2;
                r = t - w;
                w = fn * PIO2_2T - ((t - r) - w);
                y[0] = r - w;
                i = j - ((DoubleWords.hi(y[0]) >> 20) & 0x7ff);
                if (i > 49) {                        // third round, 151 bits: covers every case
                    t = r;
                    w = fn * PIO2_3;
                    r = t - w;
                    w = fn * PIO2_3T - ((t - r) - w);
                    y[0] = r - w;
                }
            }
        }
        y[1] = (r - y[0]) - w;
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }

    /** Large |x|: split |x| into three 24-bit integers times 2^e0 and reduce exactly. */
    private static int reduceLarge(double x, int hx, int ix, double[] y) {
        // z = |x| scaled to [2^23, 2^24): e0 = ilogb(|x|) - 23.
        int e0 = (ix >> 20) - 1046;
        double z = DoubleWords.make(ix - (e0 << 20), DoubleWords.lo(x));
        double[] tx = new double[3];
        for (int i = 0; i < 2; i++) {
            tx[i] = (double) (int) z;
            z = (z - tx[i]) * TWO24;
        }
        tx[2] = z;
        int nx = 3;
        while (tx[nx - 1] == 0.0) {
            nx--;                                    // skip zero terms
        }
        int n = kernelReduce(tx, y, e0, nx);
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }

    /**
     * Payne-Hanek reduction (fdlibm's __kernel_rem_pio2 with prec = 2, i.e. 53*2 bits): x is
     * sum(x[i] * 2^(e0 - 24*i)) with 24-bit integer x[i]; multiplies by just enough 24-bit chunks
     * of 2/pi (ignoring the ones that only give multiples of 8), takes the integer part mod 8 as
     * n and the fraction (times pi/2) as y[0] + y[1]. Returns n & 7.
     */
    private static int kernelReduce(double[] x, double[] y, int e0, int nx) {
        final int jk = 4;                            // initial number of terms for prec 2
        final int jp = jk;
        int[] iq = new int[20];
        double[] f = new double[20];
        double[] fq = new double[20];
        double[] q = new double[20];

        // jv: index of the first 2/pi chunk that matters; q0: exponent of the integer part.
        int jx = nx - 1;
        int jv = (e0 - 3) / 24;
        if (jv < 0) {
            jv = 0;
        }
        int q0 = e0 - 24 * (jv + 1);

        // f[0..jx+jk] = TWO_OVER_PI[jv-jx .. jv+jk] (zero before the table starts).
        int j = jv - jx;
        int m = jx + jk;
        for (int i = 0; i <= m; i++, j++) {
            f[i] = (j < 0) ? 0.0 : (double) TWO_OVER_PI[j];
        }
        // q[i] = sum over j of x[j] * f[jx+i-j]: the product's 24-bit columns.
        for (int i = 0; i <= jk; i++) {
            double fw = 0.0;
            for (j = 0; j <= jx; j++) {
                fw += x[j] * f[jx + i - j];
            }
            q[i] = fw;
        }

        int jz = jk;
        int n;
        int ih;
        double z;
        while (true) {
            // Distill q[] into 24-bit integers iq[], least significant last.
            int i = 0;
            z = q[jz];
            for (j = jz; j > 0; i++, j--) {
                double fw = (double) (int) (TWON24 * z);
                iq[i] = (int) (z - TWO24 * fw);
                z = q[j - 1] + fw;
            }
            // The integer part n (mod 8) and the fraction z.
            z = DoubleWords.scalbn(z, q0);
            z -= 8.0 * Math.floor(z * 0.125);        // trim off multiples of 8
            n = (int) z;
            z -= (double) n;
            ih = 0;
            if (q0 > 0) {                            // iq[jz-1] still holds integer bits
                i = iq[jz - 1] >> (24 - q0);
                n += i;
                iq[jz - 1] -= i << (24 - q0);
                ih = iq[jz - 1] >> (23 - q0);
            } else if (q0 == 0) {
                ih = iq[jz - 1] >> 23;
            } else if (z >= 0.5) {
                ih = 2;
            }

            if (ih > 0) {                            // fraction > 0.5: use fraction - 1
                n += 1;
                int carry = 0;
                for (i = 0; i < jz; i++) {           // iq = 1 - iq
                    j = iq[i];
                    if (carry == 0) {
                        if (j != 0) {
                            carry = 1;
                            iq[i] = 0x1000000 - j;
                        }
                    } else {
                        iq[i] = 0xffffff - j;
                    }
                }
                if (q0 > 0) {                        // rare: keep only the fraction bits
                    if (q0 == 1) {
                        iq[jz - 1] &= 0x7fffff;
                    } else if (q0 == 2) {
                        iq[jz - 1] &= 0x3fffff;
                    }
                }
                if (ih == 2) {
                    z = 1.0 - z;
                    if (carry != 0) {
                        z -= DoubleWords.scalbn(1.0, q0);
                    }
                }
            }

            // If the fraction vanished in the terms computed, add terms and recompute.
            if (z != 0.0) {
                break;
            }
            j = 0;
            for (i = jz - 1; i >= jk; i--) {
                j |= iq[i];
            }
            if (j != 0) {
                break;
            }
            int k = 1;
            while (iq[jk - k] == 0) {
                k++;                                 // k = number of terms needed
            }
            for (i = jz + 1; i <= jz + k; i++) {     // add q[jz+1] .. q[jz+k]
                f[jx + i] = (double) TWO_OVER_PI[jv + i];
                double fw = 0.0;
                for (j = 0; j <= jx; j++) {
                    fw += x[j] * f[jx + i - j];
                }
                q[i] = fw;
            }
            jz += k;
        }

        // Chop off zero terms, or break z into 24-bit pieces.
        if (z == 0.0) {
            jz -= 1;
            q0 -= 24;
            while (iq[jz] == 0) {
                jz--;
                q0 -= 24;
            }
        } else {
            z = DoubleWords.scalbn(z, -q0);
            if (z >= TWO24) {
                double fw = (double) (int) (TWON24 * z);
                iq[jz] = (int) (z - TWO24 * fw);
                jz += 1;
                q0 += 24;
                iq[jz] = (int) fw;
            } else {
                iq[jz] = (int) z;
            }
        }

        // Convert the integer chunks back to doubles.
        double fw = DoubleWords.scalbn(1.0, q0);
        for (int i = jz; i >= 0; i--) {
            q[i] = fw * (double) iq[i];
            fw *= TWON24;
        }
        // fq[jz-i] = sum of PIO2_PIECES[k] * q[i+k]: the fraction times pi/2.
        for (int i = jz; i >= 0; i--) {
            fw = 0.0;
            for (int k = 0; k <= jp && k <= jz - i; k++) {
                fw += PIO2_PIECES[k] * q[i + k];
            }
            fq[jz - i] = fw;
        }
        // Compress fq[] into y[0] + y[1].
        fw = 0.0;
        for (int i = jz; i >= 0; i--) {
            fw += fq[i];
        }
        y[0] = (ih == 0) ? fw : -fw;
        fw = fq[0] - fw;
        for (int i = 1; i <= jz; i++) {
            fw += fq[i];
        }
        y[1] = (ih == 0) ? fw : -fw;
        return n & 7;
    }
}
