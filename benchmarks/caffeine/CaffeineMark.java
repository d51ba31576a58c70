// The whole caffeine suite in one VM, for a single command: runs the six tests one after the
// other at their documented sizes (or scaled by a factor), prints each score and the overall
// CaffeineMark, the geometric mean of the six. tools/wwbench does not run this class; it runs
// each test as its own process and computes the same mean itself.
// Usage: CaffeineMark [factor]  -> a positive number scaling every iteration count (default 1).
public final class CaffeineMark {
    private static final String[] TESTS = {"Sieve", "Loop", "Logic", "String", "Float", "Method"};

    public static void main(String[] args) {
        double factor = factor(args);
        System.out.println("CaffeineMark: the six caffeine tests at " + factor + " times their documented sizes");
        double logSum = 0.0;
        for (int t = 0; t < TESTS.length; t++) {
            int iterations = (int) Math.max(1L, Math.round(defaultIterations(t) * factor));
            // Work done once outside the clock, as the test's own main does.
            Sieve.Reference primes = t == 0 ? Sieve.reference() : null;
            long start = System.nanoTime();
            String checksum = run(t, iterations, primes);
            long nanos = System.nanoTime() - start;
            long score = CaffeineReport.score(iterations, nanos, scale(t));
            logSum += Math.log(Math.max(score, 1L));
            System.out.println(pad(TESTS[t], 8) + "score " + pad(String.valueOf(score), 8) + iterations
                    + " iterations in " + CaffeineReport.millis(nanos) + " ms, checksum " + checksum);
        }
        System.out.println("CaffeineMark " + Math.round(Math.exp(logSum / TESTS.length))
                + "   (geometric mean of the six scores)");
    }

    private static double factor(String[] args) {
        if (args.length == 0) {
            return 1.0;
        }
        if (args.length == 1) {
            try {
                double f = Double.parseDouble(args[0]);
                if (f > 0 && f <= 1000) {
                    return f;
                }
            } catch (NumberFormatException e) {
                // falls through to the usage line
            }
        }
        System.err.println("usage: CaffeineMark [factor]   (a positive number scaling every test's size, default 1)");
        System.exit(2);
        return 0;
    }

    // The three switches below map a test's position in TESTS to its class; without lambdas
    // (wwvm has no invokedynamic) a switch is the plainest table of static methods.

    private static int defaultIterations(int t) {
        switch (t) {
            case 0: return Sieve.DEFAULT_ITERATIONS;
            case 1: return Loop.DEFAULT_ITERATIONS;
            case 2: return Logic.DEFAULT_ITERATIONS;
            case 3: return StringTest.DEFAULT_ITERATIONS;
            case 4: return FloatTest.DEFAULT_ITERATIONS;
            default: return Method.DEFAULT_ITERATIONS;
        }
    }

    private static double scale(int t) {
        switch (t) {
            case 0: return Sieve.SCORE_SCALE;
            case 1: return Loop.SCORE_SCALE;
            case 2: return Logic.SCORE_SCALE;
            case 3: return StringTest.SCORE_SCALE;
            case 4: return FloatTest.SCORE_SCALE;
            default: return Method.SCORE_SCALE;
        }
    }

    /** Runs one test's timed kernel, which checks its own result and exits 1 when it is wrong. */
    private static String run(int t, int iterations, Sieve.Reference primes) {
        switch (t) {
            case 0: return String.valueOf(Sieve.run(iterations, primes));
            case 1: return String.valueOf(Loop.run(iterations));
            case 2: return String.valueOf(Logic.run(iterations));
            case 3: return String.valueOf(StringTest.run(iterations));
            case 4: return String.valueOf(FloatTest.run(iterations));
            default: return String.valueOf(Method.run(iterations));
        }
    }

    private static String pad(String s, int width) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < width) {
            sb.append(' ');
        }
        return sb.toString();
    }
}
