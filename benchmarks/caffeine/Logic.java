// Caffeine Logic: boolean and bit logic deciding branches. Each round steps four boolean
// flags and an int register through conditions built from &&, ||, !, &, |, ^ and shifts,
// counting which branches were taken.
// Usage: Logic [iterations]  -> checksum, time and score lines (see README.md).
public final class Logic {
    static final String NAME = "Logic";
    static final int DEFAULT_ITERATIONS = 90000;
    /** Score per (iteration per second); fixed once, see README.md. */
    static final double SCORE_SCALE = 0.0625;
    /** Steps of one round; even, so that a flag flipped at every step ends as it began. */
    static final int STEPS = 256;
    /** One round in CHECK_EVERY (and the last) is recomputed by the branch-free reference. */
    static final int CHECK_EVERY = 256;

    public static void main(String[] args) {
        int iterations = CaffeineReport.iterations(NAME, args, DEFAULT_ITERATIONS);
        System.out.println("Logic: " + iterations + " rounds of " + STEPS + " logic steps");
        long start = System.nanoTime();
        long check = run(iterations);
        long nanos = System.nanoTime() - start;
        CaffeineReport.finish(String.valueOf(check), nanos, iterations, SCORE_SCALE);
    }

    /**
     * The timed kernel: one round per iteration, each from its own seed. Every round must end
     * with flag a back at true (it flips at every step, STEPS is even); a sample of rounds is
     * recomputed by reference(), which works the same logic out with 0/1 arithmetic and no
     * conditional branches, and must agree exactly. The checksum folds every round's result.
     */
    static long run(int iterations) {
        long check = 0;
        for (int it = 0; it < iterations; it++) {
            int seed = it * 0x9E3779B9 + 7;
            long r = round(seed);
            if ((r & 1) == 0) {
                CaffeineReport.fail(NAME, "round " + it + ": the flag flipped " + STEPS
                        + " times did not end as it began");
            }
            if (it % CHECK_EVERY == 0 || it == iterations - 1) {
                long ref = reference(seed);
                if (ref != r) {
                    CaffeineReport.fail(NAME, "round " + it + ": branches give " + r
                            + ", the branch-free reference gives " + ref);
                }
            }
            check = check * 31 + r;
        }
        return check;
    }

    /**
     * One round with branches. Returns the branch tally in the high word and the final
     * register and flags packed below it; bit 0 is flag a.
     */
    static long round(int seed) {
        boolean a = true;
        boolean b = (seed & 1) != 0;
        boolean c = (seed & 2) != 0;
        boolean d = false;
        int x = seed;
        int hits = 0;
        for (int k = 0; k < STEPS; k++) {
            boolean e = (a && !b) || (c && d);
            boolean f = (a ^ c) | (b & !d);
            if (e && f) {
                hits += 1;
            } else if (e || f) {
                hits += 2;
            }
            if (!(a || b)) {
                hits += 3;
            }
            if ((x & 0x10) != 0 && (x & 0x100) == 0) {
                hits += 5;
            } else if ((x >> 28) == -1 || (x & 7) == 5) {
                hits += 7;
            }
            x = (x << 3) ^ (x >>> 5) ^ (x >> 11) ^ k;
            a = !a;
            b = b ^ ((k & 3) == 0);
            c = c != d;
            d = (x & 0x40) != 0 ? !d : d & c;
        }
        return ((long) hits << 32) | ((x & 0x0FFFFFFFL) << 4) | (d ? 8 : 0) | (c ? 4 : 0) | (b ? 2 : 0)
                | (a ? 1 : 0);
    }

    /** round() again with the flags as 0/1 ints and every condition turned into arithmetic. */
    static long reference(int seed) {
        int a = 1;
        int b = seed & 1;
        int c = (seed >> 1) & 1;
        int d = 0;
        int x = seed;
        int hits = 0;
        for (int k = 0; k < STEPS; k++) {
            int e = (a & (1 - b)) | (c & d);
            int f = (a ^ c) | (b & (1 - d));
            hits += (e & f) + 2 * (e ^ f);
            hits += 3 * (1 - (a | b));
            int p = ((x >> 4) & 1) & (1 - ((x >> 8) & 1));
            int top = (x >> 28) + 1;                      // 0 exactly when the top four bits are set
            int allTop = 1 - ((top | -top) >>> 31);       // 1 when top == 0
            int low = (x & 7) ^ 5;
            int low5 = 1 - ((low | -low) >>> 31);         // 1 when x & 7 == 5
            hits += 5 * p + 7 * (1 - p) * (allTop | low5);
            x = (x << 3) ^ (x >>> 5) ^ (x >> 11) ^ k;
            a = 1 - a;
            int k3 = k & 3;
            b = b ^ (1 - ((k3 | -k3) >>> 31));
            c = c ^ d;
            int g = (x >> 6) & 1;
            d = g * (1 - d) + (1 - g) * (d & c);
        }
        return ((long) hits << 32) | ((x & 0x0FFFFFFFL) << 4) | (d << 3) | (c << 2) | (b << 1) | a;
    }
}
