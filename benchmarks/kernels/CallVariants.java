// The timing harness of the call-cost kernels (JniCallCost, LambdaCallCost): runs each variant
// of a kernel `calls` times per round, the variants in a different order each round, checks
// each checked variant's checksum against the first variant's, and prints one line per variant,
// "<name>: <ns> ns/call" (the median over the rounds, the loop included), the form
// benchmarks/call_cost.py reads.
import java.util.Arrays;
import java.util.function.IntBinaryOperator;

final class CallVariants {
    private CallVariants() {
    }

    /**
     * Times variants 0..names.length-1 of `run` (variant, calls -> checksum); the first
     * `checked` variants must all give variant 0's checksum.
     */
    static void time(String[] names, int checked, int calls, int rounds, IntBinaryOperator run) {
        int expected = run.applyAsInt(0, calls);
        long[][] nanos = new long[names.length][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < names.length; k++) {
                int v = (r + k) % names.length;  // a different order each round
                long start = System.nanoTime();
                int sum = run.applyAsInt(v, calls);
                nanos[v][r] = System.nanoTime() - start;
                if (v < checked && sum != expected) {
                    throw new AssertionError(names[v] + ": checksum " + sum + ", expected " + expected);
                }
            }
        }
        System.out.println("checksum " + expected + " over " + calls + " calls, " + rounds + " rounds");
        for (int v = 0; v < names.length; v++) {
            long[] t = nanos[v];
            Arrays.sort(t);
            double perCall = (double) t[rounds / 2] / calls;
            System.out.println(names[v] + ": " + (Math.round(perCall * 10) / 10.0) + " ns/call");
        }
    }
}
