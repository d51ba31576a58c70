// Caffeine Method: method calls, recursive and not. Each iteration makes static calls with
// int and long arguments and results, virtual calls through a small class hierarchy (three
// overriding subclasses, so the call site really dispatches), and a recursive function.
// Usage: Method [iterations]  -> checksum, time and score lines (see README.md).
public final class Method {
    static final String NAME = "Method";
    static final int DEFAULT_ITERATIONS = 40000;
    /** Score per (iteration per second); fixed once, see README.md. */
    static final double SCORE_SCALE = 0.125;
    /** Calls of each straight-line kind per iteration. */
    static final int CALLS = 64;
    /** The recursive call computes fib(DEPTH): 2 * fib(DEPTH + 1) - 1 invocations. */
    static final int DEPTH = 12;

    public static void main(String[] args) {
        int iterations = CaffeineReport.iterations(NAME, args, DEFAULT_ITERATIONS);
        System.out.println("Method: " + iterations + " rounds of " + CALLS + " static and " + CALLS
                + " virtual calls and a recursive fib(" + DEPTH + ")");
        long start = System.nanoTime();
        long check = run(iterations);
        long nanos = System.nanoTime() - start;
        CaffeineReport.finish(String.valueOf(check), nanos, iterations, SCORE_SCALE);
    }

    /** One step of a fold; the subclasses are what the virtual call chooses between. */
    abstract static class Step {
        abstract int apply(int acc, int v);
    }

    static final class AddStep extends Step {
        int apply(int acc, int v) {
            return acc + v;
        }
    }

    static final class MulStep extends Step {
        int apply(int acc, int v) {
            return acc * 3 + v;
        }
    }

    static final class XorStep extends Step {
        private final int mask;

        XorStep(int mask) {
            this.mask = mask;
        }

        int apply(int acc, int v) {
            return (acc ^ mask) - v;
        }
    }

    static int square(int v) {
        return v * v;
    }

    static long add(long sum, int v) {
        return sum + v;
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    /**
     * The timed kernel. The static calls add up squares, which must come to the closed form
     * n(n-1)(2n-1)/6; the virtual calls fold the loop index through the three steps in turn,
     * and the same fold written inline must agree; the recursive fib must match the value
     * found by a loop. The checksum folds each iteration's three results, the fold starting
     * from the iteration number so that every iteration computes something different.
     */
    static long run(int iterations) {
        Step[] steps = {new AddStep(), new MulStep(), new XorStep(0x5A5A5A5A)};
        long squares = (long) CALLS * (CALLS - 1) * (2 * CALLS - 1) / 6;
        int a = 0;
        int b = 1;
        for (int i = 0; i < DEPTH; i++) {
            int next = a + b;
            a = b;
            b = next;
        }
        int fibExpected = a;

        long check = 0;
        for (int it = 0; it < iterations; it++) {
            long sum = 0;
            for (int i = 0; i < CALLS; i++) {
                sum = add(sum, square(i));
            }
            int acc = it;
            for (int i = 0; i < CALLS; i++) {
                acc = steps[i % 3].apply(acc, i);
            }
            int fib = fib(DEPTH);

            int inline = it;
            for (int i = 0; i < CALLS; i++) {
                int k = i % 3;
                inline = k == 0 ? inline + i : k == 1 ? inline * 3 + i : (inline ^ 0x5A5A5A5A) - i;
            }
            if (sum != squares || acc != inline || fib != fibExpected) {
                CaffeineReport.fail(NAME, "iteration " + it + ": squares " + sum + " (expected " + squares
                        + "), fold " + acc + " (expected " + inline + "), fib " + fib + " (expected "
                        + fibExpected + ")");
            }
            check = check * 31 + sum + acc + fib;
        }
        return check;
    }
}
