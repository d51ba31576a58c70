// Caffeine Sieve: the primes below a fixed limit by the sieve of Eratosthenes, sieved again
// and again. Exercises boolean array stores and loads, int loops with a variable stride.
// Usage: Sieve [iterations]  -> checksum, time and score lines (see README.md).
public final class Sieve {
    static final String NAME = "Sieve";
    static final int DEFAULT_ITERATIONS = 11000;
    /** Score per (iteration per second); fixed once, see README.md. */
    static final double SCORE_SCALE = 0.5;
    /** Every number below LIMIT is sieved; 8192 fits the 8 KB array of the original test. */
    static final int LIMIT = 8192;

    public static void main(String[] args) {
        int iterations = CaffeineReport.iterations(NAME, args, DEFAULT_ITERATIONS);
        System.out.println("Sieve: " + iterations + " sievings of the numbers below " + LIMIT);
        Reference expected = reference();
        long start = System.nanoTime();
        long check = run(iterations, expected);
        long nanos = System.nanoTime() - start;
        CaffeineReport.finish(String.valueOf(check), nanos, iterations, SCORE_SCALE);
    }

    /** What one sieving must find, worked out by trial division (not timed). */
    static final class Reference {
        int count;
        long sum;
    }

    static Reference reference() {
        Reference r = new Reference();
        for (int n = 2; n < LIMIT; n++) {
            boolean prime = true;
            for (int d = 2; d * d <= n; d++) {
                if (n % d == 0) {
                    prime = false;
                    break;
                }
            }
            if (prime) {
                r.count++;
                r.sum += n;
            }
        }
        return r;
    }

    /**
     * The timed kernel. Each iteration clears the array, strikes out the multiples of every
     * prime up to the square root, then walks the array once for the count and sum of the
     * survivors, which are checked against the reference. The checksum folds every
     * iteration's count, sum and largest prime together with the iteration number, so that
     * a skipped or repeated iteration changes it.
     */
    static long run(int iterations, Reference expected) {
        boolean[] composite = new boolean[LIMIT];
        long check = 0;
        for (int it = 0; it < iterations; it++) {
            for (int i = 0; i < LIMIT; i++) {
                composite[i] = false;
            }
            for (int p = 2; p * p < LIMIT; p++) {
                if (!composite[p]) {
                    for (int m = p * p; m < LIMIT; m += p) {
                        composite[m] = true;
                    }
                }
            }
            int count = 0;
            long sum = 0;
            int largest = 0;
            for (int n = 2; n < LIMIT; n++) {
                if (!composite[n]) {
                    count++;
                    sum += n;
                    largest = n;
                }
            }
            if (count != expected.count || sum != expected.sum) {
                CaffeineReport.fail(NAME, "iteration " + it + " found " + count + " primes summing to "
                        + sum + ", expected " + expected.count + " summing to " + expected.sum);
            }
            check = check * 31 + (count ^ it) + sum + largest;
        }
        return check;
    }
}
