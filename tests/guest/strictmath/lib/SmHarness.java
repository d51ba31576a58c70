// Shared driver of the strictmath tests: prints StrictMath results for special arguments as hex
// bits, and folds results for seeded random arguments into one checksum line per function.
// With the program argument "dump" every random argument and result is printed instead.
import java.util.Random;

abstract class SmHarness {
    final String name;

    SmHarness(String name) {
        this.name = name;
    }

    /** The function under test; one-argument functions ignore b. */
    abstract double apply(double a, double b);

    /** Bits of d as hex; NaN is printed canonically (the spec leaves NaN payloads open). */
    static String bits(double d) {
        return Long.toHexString(Double.doubleToLongBits(d));
    }

    /** One line: the function's results for each argument. */
    void specials(double[] args) {
        StringBuilder sb = new StringBuilder(name).append(':');
        for (int i = 0; i < args.length; i++) {
            sb.append(' ').append(bits(apply(args[i], 0.0)));
        }
        System.out.println(sb);
    }

    /** One line per first argument: results for every second argument. */
    void specials2(double[] as, double[] bs) {
        for (int i = 0; i < as.length; i++) {
            StringBuilder sb = new StringBuilder(name).append('(').append(bits(as[i])).append(", *):");
            for (int j = 0; j < bs.length; j++) {
                sb.append(' ').append(bits(apply(as[i], bs[j])));
            }
            System.out.println(sb);
        }
    }

    /**
     * Random arguments, 4000 from each of five distributions: raw bit patterns, uniform on
     * [lo, hi), log-uniform magnitudes of either sign across the whole exponent range, uniform on
     * [lo2, hi2) and on [lo3, hi3) (further interesting ranges). Two-argument functions draw b
     * the same way, from the distribution after a's.
     */
    void random(long seed, double lo, double hi, double lo2, double hi2, double lo3, double hi3,
            boolean two, boolean dump) {
        Random r = new Random(seed);
        long hash = 17;
        int count = 0;
        double[] ranges = {lo, hi, lo2, hi2, lo3, hi3};
        for (int dist = 0; dist < 5; dist++) {
            for (int i = 0; i < 4000; i++) {
                double a = draw(r, dist, ranges);
                double b = two ? draw(r, (dist + 1) % 5, ranges) : 0.0;
                double result = apply(a, b);
                if (dump) {
                    System.out.println(name + " " + bits(a) + (two ? " " + bits(b) : "") + " -> " + bits(result));
                }
                hash = hash * 1000003 + Double.doubleToLongBits(result);
                count++;
            }
        }
        if (!dump) {
            System.out.println(name + " random " + count + " checksum " + Long.toHexString(hash));
        }
    }

    private static double draw(Random r, int dist, double[] ranges) {
        switch (dist) {
            case 0:
                return Double.longBitsToDouble(r.nextLong());
            case 1:
                return ranges[0] + (ranges[1] - ranges[0]) * r.nextDouble();
            case 2:
                double m = Math.scalb(1.0 + r.nextDouble(), r.nextInt(2100) - 1076);
                return r.nextBoolean() ? m : -m;
            case 3:
                return ranges[2] + (ranges[3] - ranges[2]) * r.nextDouble();
            default:
                return ranges[4] + (ranges[5] - ranges[4]) * r.nextDouble();
        }
    }

    /** The arguments every function is tried on. */
    static final double[] COMMON = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, -Double.MIN_NORMAL,
        Double.longBitsToDouble(0x000fffffffffffffL), 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0,
        Math.nextUp(1.0), Math.nextDown(1.0), 1e-300, 1e300, Double.MAX_VALUE, -Double.MAX_VALUE,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 0.1, Math.PI, Math.E, 10.0,
    };

    static boolean dumpRequested(String[] args) {
        return args.length > 0 && args[0].equals("dump");
    }
}
