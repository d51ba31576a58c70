// The grande suite's shared plumbing: reading the one size argument, reporting a failed
// validation, and the closing "checksum / time / score" lines that tools/wwbench parses.
// Micro-benchmarks also use Rates to print one line per sub-measurement and to take the
// geometric mean of their rates as the score.
// The suite has its own classes named Math and Exception, so java.lang.Math is named in full.
final class GrandeReport {
    private GrandeReport() {
    }

    /**
     * The single positive integer argument, or dflt when there is none. Anything else prints the
     * usage line and exits with status 2, as the suite's protocol asks.
     */
    static int sizeArg(String[] args, int dflt, String name, String what) {
        if (args.length == 0) {
            return dflt;
        }
        int value = -1;
        if (args.length == 1) {
            try {
                value = Integer.parseInt(args[0]);
            } catch (NumberFormatException e) {
                value = -1;
            }
        }
        if (value < 1) {
            System.err.println("usage: " + name + " [" + what + "]   (a positive integer, default " + dflt + ")");
            System.exit(2);
        }
        return value;
    }

    /** A wrong result is a failure, never a score: say what is wrong and exit 1. */
    static void fail(String name, String what) {
        System.err.println(name + ": validation failed: " + what);
        System.exit(1);
    }

    static double millis(long nanos) {
        return nanos / 1.0e6;
    }

    /** The last two lines of a kernel's output (no score). */
    static void finish(String checksum, long nanos) {
        System.out.println("checksum " + checksum);
        System.out.println(String.format("time %.3f ms", millis(nanos)));
    }

    /**
     * Collects the sub-measurements of one micro-benchmark. Each sub prints a free line with
     * its rate; the score is the geometric mean of the rates, so that no single fast or slow
     * operation dominates it, and the time line covers all the subs together.
     */
    static final class Rates {
        private final String bench;
        private double logSum;
        private int count;
        private long totalNanos;

        Rates(String bench) {
            this.bench = bench;
        }

        /** One sub-measurement: ops operations of the named kind took nanos nanoseconds. */
        void add(String label, double ops, long nanos, String unit) {
            // A clock too coarse for a very short sub must not yield an infinite rate.
            long n = nanos > 0 ? nanos : 1;
            double rate = ops / (n / 1.0e9);
            System.out.println(String.format("%s:%s %.3e %s/s", bench, label, rate, unit));
            logSum += java.lang.Math.log(rate);
            count++;
            totalNanos += nanos;
        }

        /** The closing lines: checksum, time of all subs, and the geometric mean of the rates. */
        void finish(String checksum) {
            System.out.println("checksum " + checksum);
            System.out.println(String.format("time %.3f ms", millis(totalNanos)));
            System.out.println(String.format("score %.6e", java.lang.Math.exp(logSum / count)));
        }
    }
}
