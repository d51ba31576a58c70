// Double.toString and Float.toString of 20,000 seeded random bit patterns each (a 64-bit LCG),
// and of 20,000 doubles and floats with moderate exponents, where JDK 17 sometimes prints one
// digit more than the shortest form. Every string is folded into a checksum, and the first
// few of each set are printed, so any single differing string changes the output.
// gc-stress-interval: 5000
// expect: 2.582087397334229E-92
// expect: -2.5593569651507134E-59
// expect: 1.9505608187218723E-41
// expect: -2.958245510955451E262
// expect: doubles, any bits: a2165957f5263e2e
// expect: 1.9246703E-32
// expect: 4.6904685E-4
// expect: 3.6345275E27
// expect: -1.3321598E28
// expect: floats, any bits: 918892d937725b5b
// expect: -2.5327899023817875E19
// expect: -2.53279E19
// expect: -8.54401916398258E-8
// expect: -8.544019E-8
// expect: -2.263952682073938E-4
// expect: -2.2639526E-4
// expect: 1.8203978658100353E-4
// expect: 1.8203979E-4
// expect: moderate exponents: 3682f31d5dc5bb2a
// expect: round-trip mismatches: 0
// expect: longest: 24
public class to_string_random_bits {
    static long seed = 0x9E3779B97F4A7C15L;

    /** Knuth's MMIX LCG; its high bits are the well-mixed ones, so two draws make 64 bits. */
    static long next() {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return seed;
    }

    static long randomBits() {
        return (next() & 0xFFFFFFFF00000000L) | (next() >>> 32);
    }

    static long checksum = 17;
    static int longest = 0;

    static void add(String s, boolean show) {
        for (int i = 0; i < s.length(); i++) {
            checksum = checksum * 31 + s.charAt(i);
        }
        checksum = checksum * 1000003 + s.length();
        if (s.length() > longest) {
            longest = s.length();
        }
        if (show) {
            System.out.println(s);
        }
    }

    public static void main(String[] args) {
        boolean all = args.length > 0;
        for (int i = 0; i < 20000; i++) {
            double d = Double.longBitsToDouble(randomBits());
            add(Double.toString(d), all || i < 4);
        }
        System.out.println("doubles, any bits: " + Long.toHexString(checksum));
        for (int i = 0; i < 20000; i++) {
            float f = Float.intBitsToFloat((int) (randomBits() >>> 32));
            add(Float.toString(f), all || i < 4);
        }
        System.out.println("floats, any bits: " + Long.toHexString(checksum));
        // Exponents 2^-30 .. 2^70: ordinary magnitudes, plain and scientific notation.
        for (int i = 0; i < 20000; i++) {
            long r = randomBits();
            long exponent = 1023 - 30 + ((r >>> 1) % 101);
            double d = Double.longBitsToDouble((r & 0x800FFFFFFFFFFFFFL) | (exponent << 52));
            add(Double.toString(d), all || i < 4);
            add(Float.toString((float) d), all || i < 4);
        }
        System.out.println("moderate exponents: " + Long.toHexString(checksum));
        // Round trips: every printed string parses back to the same value.
        seed = 12345;
        int mismatches = 0;
        for (int i = 0; i < 20000; i++) {
            long bits = randomBits();
            double d = Double.longBitsToDouble(bits);
            if (d == d && Double.doubleToLongBits(Double.parseDouble(Double.toString(d))) != bits) {
                mismatches++;
            }
            float f = Float.intBitsToFloat((int) bits);
            if (f == f && Float.floatToIntBits(Float.parseFloat(Float.toString(f))) != (int) bits) {
                mismatches++;
            }
        }
        System.out.println("round-trip mismatches: " + mismatches);
        System.out.println("longest: " + longest);
    }
}
