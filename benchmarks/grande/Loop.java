// Micro-benchmark: loop overhead. Subs run for loops counting up and down, a while loop, a
// do-while loop and two nested loops, each with a body of one add to an accumulator that
// goes into the checksum. The rate is loop iterations per second.
// Usage: Loop [N]   (iterations per sub-measurement)
public final class Loop {
    static final int DEFAULT_N = 55000000;

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "Loop", "N");
        System.out.println("Loop: " + n + " iterations per sub");
        GrandeReport.Rates rates = new GrandeReport.Rates("Loop");
        long sum = 0;
        long t;

        t = System.nanoTime();
        sum = mix(sum, forUp(n));
        rates.add("For:Up", n, System.nanoTime() - t, "iterations");
        t = System.nanoTime();
        sum = mix(sum, forDown(n));
        rates.add("For:Down", n, System.nanoTime() - t, "iterations");
        t = System.nanoTime();
        sum = mix(sum, forLongCounter(n));
        rates.add("For:LongCounter", n, System.nanoTime() - t, "iterations");
        t = System.nanoTime();
        sum = mix(sum, whileUp(n));
        rates.add("While:Up", n, System.nanoTime() - t, "iterations");
        t = System.nanoTime();
        sum = mix(sum, doWhileDown(n));
        rates.add("DoWhile:Down", n, System.nanoTime() - t, "iterations");
        // The nested loops make n inner iterations in all (an inner loop of 16).
        t = System.nanoTime();
        sum = mix(sum, nested(n / 16));
        rates.add("For:Nested16", (double) (n / 16) * 16, System.nanoTime() - t, "iterations");

        rates.finish(String.valueOf(sum));
    }

    static long mix(long sum, long value) {
        return sum * 31 + value;
    }

    static long forUp(int n) {
        int acc = 0;
        for (int i = 0; i < n; i++) {
            acc += i;
        }
        return acc;
    }

    static long forDown(int n) {
        int acc = 0;
        for (int i = n; i > 0; i--) {
            acc += i;
        }
        return acc;
    }

    static long forLongCounter(int n) {
        long acc = 0;
        for (long i = 0; i < n; i++) {
            acc += i;
        }
        return acc;
    }

    static long whileUp(int n) {
        int acc = 0;
        int i = 0;
        while (i < n) {
            acc ^= i;
            i++;
        }
        return acc;
    }

    static long doWhileDown(int n) {
        int acc = 0;
        int i = n;
        do {
            acc += i & 3;
            i--;
        } while (i > 0);
        return acc;
    }

    static long nested(int outer) {
        int acc = 0;
        for (int i = 0; i < outer; i++) {
            for (int j = 0; j < 16; j++) {
                acc += j;
            }
        }
        return acc;
    }
}
