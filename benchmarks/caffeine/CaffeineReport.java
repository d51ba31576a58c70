// Shared plumbing of the caffeine suite: reading the iteration count, reporting a wrong
// result, and printing the checksum/time/score lines that tools/wwbench parses. Each test
// keeps its kernel and its own checks; only the protocol lives here, so all six print
// exactly the same way.
public final class CaffeineReport {
    private CaffeineReport() {
    }

    /** The iteration count from the command line, or dflt without arguments; exits 2 on a bad one. */
    static int iterations(String name, String[] args, int dflt) {
        if (args.length == 0) {
            return dflt;
        }
        if (args.length == 1) {
            try {
                int n = Integer.parseInt(args[0]);
                if (n > 0) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // falls through to the usage line
            }
        }
        System.err.println("usage: " + name + " [iterations]   (a positive integer, default " + dflt + ")");
        System.exit(2);
        return 0;
    }

    /** A wrong result is a failure, never a score: say what and stop with status 1. */
    static void fail(String name, String what) {
        System.err.println(name + ": validation failed: " + what);
        System.exit(1);
    }

    /**
     * The score: iterations per second times the test's fixed scale. The scale was chosen once
     * so that the JDK's interpreter scores in the low thousands; it never changes, so scores
     * from different runs and VMs stay comparable.
     */
    static long score(int iterations, long nanos, double scale) {
        double seconds = Math.max(nanos, 1L) / 1e9;
        return Math.round(iterations / seconds * scale);
    }

    /**
     * Milliseconds with three decimals, built from whole microseconds rather than with
     * String.format so that no locale can turn the point into a comma.
     */
    static String millis(long nanos) {
        long micros = nanos / 1000;
        long frac = micros % 1000;
        String digits = frac < 10 ? "00" + frac : frac < 100 ? "0" + frac : String.valueOf(frac);
        return (micros / 1000) + "." + digits;
    }

    /** The last three lines of a test's output, in the order the runner expects. */
    static void finish(String checksum, long nanos, int iterations, double scale) {
        System.out.println("checksum " + checksum);
        System.out.println("time " + millis(nanos) + " ms");
        System.out.println("score " + score(iterations, nanos, scale));
    }
}
