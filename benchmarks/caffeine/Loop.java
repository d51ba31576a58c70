// Caffeine Loop: nested counted loops over int arrays and a simple sort. Each iteration fills
// a small array from a generator, runs a nested pair loop over it, and sorts it in place by
// insertion, so the test is mostly loop control, array indexing and compares.
// Usage: Loop [iterations]  -> checksum, time and score lines (see README.md).
public final class Loop {
    static final String NAME = "Loop";
    static final int DEFAULT_ITERATIONS = 48000;
    /** Score per (iteration per second); fixed once, see README.md. */
    static final double SCORE_SCALE = 0.125;
    /** Length of the array sorted each iteration: small, as in the original test. */
    static final int SIZE = 64;

    public static void main(String[] args) {
        int iterations = CaffeineReport.iterations(NAME, args, DEFAULT_ITERATIONS);
        System.out.println("Loop: " + iterations + " rounds of fill, pair loop and insertion sort of "
                + SIZE + " ints");
        long start = System.nanoTime();
        long check = run(iterations);
        long nanos = System.nanoTime() - start;
        CaffeineReport.finish(String.valueOf(check), nanos, iterations, SCORE_SCALE);
    }

    /**
     * The timed kernel. The pair loop counts the inversions of the freshly filled array (pairs
     * i < j with a[i] > a[j]); insertion sort performs exactly one shift per inversion, so the
     * two independent counts must agree. The sorted array must be ascending and keep the sum of
     * the input. The checksum folds in each iteration's inversion count and its smallest,
     * middle and largest elements.
     */
    static long run(int iterations) {
        int[] a = new int[SIZE];
        int seed = 12345;
        long check = 0;
        for (int it = 0; it < iterations; it++) {
            // Fill: a small linear congruential generator of our own, values 0..9999.
            long sumBefore = 0;
            for (int i = 0; i < SIZE; i++) {
                seed = seed * 1103515245 + 12345;
                a[i] = (seed >>> 8) % 10000;
                sumBefore += a[i];
            }

            int inversions = 0;
            for (int i = 0; i < SIZE - 1; i++) {
                for (int j = i + 1; j < SIZE; j++) {
                    if (a[i] > a[j]) {
                        inversions++;
                    }
                }
            }

            int shifts = 0;
            for (int i = 1; i < SIZE; i++) {
                int v = a[i];
                int j = i - 1;
                while (j >= 0 && a[j] > v) {
                    a[j + 1] = a[j];
                    j--;
                    shifts++;
                }
                a[j + 1] = v;
            }

            long sumAfter = a[0];
            for (int i = 1; i < SIZE; i++) {
                if (a[i - 1] > a[i]) {
                    CaffeineReport.fail(NAME, "iteration " + it + ": not ascending at index " + i);
                }
                sumAfter += a[i];
            }
            if (shifts != inversions || sumAfter != sumBefore) {
                CaffeineReport.fail(NAME, "iteration " + it + ": " + shifts + " shifts for " + inversions
                        + " inversions, sum " + sumAfter + " after sorting, " + sumBefore + " before");
            }
            check = check * 31 + inversions + a[0] + a[SIZE / 2] + a[SIZE - 1];
        }
        return check;
    }
}
