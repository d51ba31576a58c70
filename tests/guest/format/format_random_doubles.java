// Random doubles of every magnitude (seeded, so the same on every JVM) through %e %f %g %a at
// several precisions; each line is a checksum of one format over all values, with samples.
// gc-stress-interval: 500
import java.util.Random;

public class format_random_doubles {
    static double value(Random r) {
        switch (r.nextInt(4)) {
            case 0: return Double.longBitsToDouble(r.nextLong());
            case 1: return (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(40) - 20);
            case 2: return Math.round(r.nextDouble() * 100000) / 1000.0 + 0.0005 * r.nextInt(3);
            default: return r.nextInt(2000000) / 8.0 - 125000;
        }
    }

    public static void main(String[] args) {
        String[] formats = {"%e", "%.0e", "%.3e", "%.15e", "%f", "%.0f", "%.2f", "%.12f", "%g",
                            "%.1g", "%.4g", "%.17g", "%a", "%.1a", "%.4a", "%.13a", "%+,(20.3f",
                            "%-+15.4E", "%015.2a", "%#.0e", "%#.0f"};
        for (int i = 0; i < formats.length; i++) {
            Random r = new Random(1234 + i);
            int hash = 0;
            StringBuilder samples = new StringBuilder();
            for (int k = 0; k < 3000; k++) {
                double v = value(r);
                if (Double.isNaN(v) || Double.isInfinite(v)) {
                    continue;
                }
                String s = String.format(formats[i], v);
                if (s.length() > 80) {
                    s = s.substring(0, 40) + "~" + s.length() + "~" + s.substring(s.length() - 30);
                }
                hash = hash * 31 + s.hashCode();
                if (k % 700 == 0) {
                    samples.append(" [").append(s).append(']');
                }
            }
            System.out.println(formats[i] + " " + Integer.toHexString(hash) + samples);
        }
    }
}

// expect: %e e4373cb3 [2.597900e+01] [-3.959125e+03] [-2.534013e+192] [8.848450e+01] [-4.117163e+04]
// expect: %.0e c290f530 [5e+01] [1e+02] [-1e+05] [-3e-10] [1e+13]
// expect: %.3e efee1699 [8.740e+01] [2.227e+04] [2.243e+11] [-3.841e-02] [3.641e-24]
// expect: %.15e 968feecd [1.430250000000000e+01] [-5.011150000000000e+04] [2.310289958669378e-238] [8.918450000000000e+01] [1.213087500000000e+05]
// expect: %f 560800d3 [33.593000] [-1997564816102.012200] [-15492.250000] [0.000000] [36126.625000]
// expect: %.0f e30e7d0d [60] [90] [548] [2] [0]
// expect: %.2f 4ccab25e [95.01] [1.90] [56.09] [44.38] [-0.00]
// expect: %.12f cd636d9a [21.914500000000] [18253.375000000000] [22.420500000000] [-409.810483289306] [-0.000000000000]
// expect: %g bc14dcd3 [41.2055] [58244.6] [-1.55347e+203] [-84500.9] [-9.79078e+66]
// expect: %.1g b13fed4e [7e+01] [-9e+04] [3e-19] [6e+04] [8]
// expect: %.4g e524034b [2.625] [39.17] [98.56] [87.46] [-9.820e-253]
// expect: %.17g 6593057a [29.527000000000000] [-2.3499808268679165e-21] [-3280.1874582370460] [-46441.375000000000] [21.664500000000000]
// expect: %a 5ec1d519 [0x1.868c49ba5e354p5] [0x1.e10f76d1a6295p-112] [0x1.9db28p14] [0x1.12bdd375e4977p22] [0x1.64bcp11]
// expect: %.1a 63ccaf55 [0x1.3p6] [-0x1.6p15] [0x1.0p6] [0x1.8p4] [0x1.cp5]
// expect: %.4a 46394fad [0x1.1c90p6] [-0x1.b2d0p-10] [0x1.ca87p13] [0x1.36b3p3] [-0x1.4af6p-39]
// expect: %.13a f9af220c [0x1.882c8b4395811p6] [-0x1.fe52000000000p14] [0x1.3fca000000000p12] [-0x1.fe06f0f4e2ea9p40] [-0x1.c71eb09b81cdep-63]
// expect: %+,(20.3f 10e655ed [             +17.335] [+140,694,920,413,012,610,000,000,000,000~200~00,000,000,000,000,000,000.000] [(8,096,576,122,199,008,000,000,000,000,000,000,000,000,000.000)] [             (0.000)] [             +22.549]
// expect: %-+15.4E 8ca4f8a3 [+4.4237E+01    ] [-2.1393E-181   ] [-1.3482E-179   ] [+6.2143E-59    ] [-2.6703E+52    ]
// expect: %015.2a 1fd17b41 [0x00000001.3bp6] [-0x00001.ddp131] [0x0000001.4cp16] [0x000000001.f0p4] [0x0000001.59p63]
// expect: %#.0e 1fa91061 [6.e+00] [6.e+04] [-4.e+52] [1.e+02] [-5.e+04]
// expect: %#.0f 515357ee [25.] [67106.] [46.] [-11.] [0.]
