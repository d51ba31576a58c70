// %.3f and %.4e of 20,000 doubles with seeded random bit patterns (a 64-bit LCG) and the floats
// from their high halves, 20,000 with moderate exponents and decimal ties k/2000: JDK 17 rounds
// Double.toString's digits HALF_UP. Each set is summarised in a checksum of the formatted text.
// Under -Xgc:stress it collects at every 5000th allocation (60,000 formats would take minutes):
// gc-stress-interval: 5000
public class format_random_bits {
    static long seed = 0x2545F4914F6CDD1DL;

    /** Knuth's MMIX LCG; the high bits are the well-mixed ones, so take two draws per value. */
    static long next() {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return seed;
    }

    static long checksum = 17;
    static int printed = 0;

    static void add(String s, boolean show) {
        for (int i = 0; i < s.length(); i++) {
            checksum = checksum * 31 + s.charAt(i);
        }
        checksum = checksum * 1000003 + s.length();
        if (show) {
            System.out.println(s);
        }
    }

    public static void main(String[] args) {
        // Any bit pattern: mostly huge or tiny magnitudes, all digits of %.3f.
        for (int i = 0; i < 20000; i++) {
            long bits = (next() & 0xFFFFFFFF00000000L) | (next() >>> 32);
            double d = Double.longBitsToDouble(bits);
            float f = Float.intBitsToFloat((int) (bits >>> 32));
            add(String.format("%.3f", d), false);
            add(String.format("%.4e", d), false);
            add(String.format("%.3f", f), false);
            add(String.format("%.4e", f), false);
        }
        System.out.println("any bits " + Long.toHexString(checksum));
        // Exponents within 2^-20 .. 2^40, where the decimals that %.3f keeps matter.
        for (int i = 0; i < 20000; i++) {
            long r = next();
            long exponent = 1023 - 20 + ((r >>> 40) % 61);
            long bits = (r & 0x800FFFFFFFFFFFFFL) ^ (next() >>> 44) | (exponent << 52);
            double d = Double.longBitsToDouble(bits);
            boolean show = i < 6;
            add(String.format("%.3f", d), show);
            add(String.format("%.4e", d), show);
            add(String.format("%.3f", (float) d), show);
            add(String.format("%.4e", (float) d), show);
        }
        System.out.println("middle exponents " + Long.toHexString(checksum));
        // Decimal ties: k/2000 has a 5 in the fourth decimal; HALF_UP rounds it away from zero.
        for (int k = -20000; k < 20000; k += 7) {
            add(String.format("%.3f", k / 2000.0), false);
            add(String.format("%.2e", k / 2000.0), false);
        }
        System.out.println("ties " + Long.toHexString(checksum));
    }
}

// JDK 17 prints:

// JDK 17 prints:
// expect: any bits 3fda9136514c3476
// expect: -3952766964.632
// expect: -3.9528e+09
// expect: -3952766976.000
// expect: -3.9528e+09
// expect: 846839439342.953
// expect: 8.4684e+11
// expect: 846839414784.000
// expect: 8.4684e+11
// expect: 0.000
// expect: 2.0097e-04
// expect: 0.000
// expect: 2.0097e-04
// expect: -98.841
// expect: -9.8841e+01
// expect: -98.841
// expect: -9.8841e+01
// expect: -12154625.404
// expect: -1.2155e+07
// expect: -12154625.000
// expect: -1.2155e+07
// expect: -387983137.653
// expect: -3.8798e+08
// expect: -387983136.000
// expect: -3.8798e+08
// expect: middle exponents 4f88f1a2b07324b3
// expect: ties a98bc7f1817e084c
