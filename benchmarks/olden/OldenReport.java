// Shared plumbing of the olden suite: reading the integer sizes from the command line,
// reporting a bad argument or a wrong result, and printing the phase lines and the closing
// "checksum / time" lines that tools/wwbench parses. Each program keeps its kernel, its range
// checks and its validation; only the protocol lives here, so all ten print and exit alike.
public final class OldenReport {
    private OldenReport() {
    }

    /**
     * Up to defaults.length integer arguments: those given replace the leading defaults, the
     * rest keep theirs (TreeAdd 16 means 16 levels at the default repetitions). Too many
     * arguments or one that is not an integer prints the usage line and exits 2.
     */
    static int[] leadingInts(String name, String usage, String[] args, int... defaults) {
        return ints(name, usage, args, 0, defaults);
    }

    /**
     * All of the integer arguments or none: without arguments the defaults, otherwise exactly
     * defaults.length integers. Anything else prints the usage line and exits 2.
     */
    static int[] allOrNoInts(String name, String usage, String[] args, int... defaults) {
        return ints(name, usage, args, defaults.length, defaults);
    }

    private static int[] ints(String name, String usage, String[] args, int fewest, int[] defaults) {
        int[] values = defaults.clone();
        if (args.length == 0) {
            return values;
        }
        if (args.length < fewest || args.length > defaults.length) {
            usage(name, usage);
        }
        try {
            for (int i = 0; i < args.length; i++) {
                values[i] = Integer.parseInt(args[i]);
            }
        } catch (NumberFormatException e) {
            usage(name, usage);
        }
        return values;
    }

    /**
     * A bad argument: "usage: <name> <usage>" on stderr and status 2. The programs call it
     * too when a well-formed integer is out of their range.
     */
    static void usage(String name, String usage) {
        System.err.println("usage: " + name + " " + usage);
        System.exit(2);
    }

    /** A wrong result is a failure, never a time: say what is wrong and exit 1. */
    static void fail(String name, String what) {
        System.err.println(name + ": validation failed: " + what);
        System.exit(1);
    }

    /** A free line giving the time of one phase, e.g. "build 12.345 ms". */
    static void phase(String label, long nanos) {
        System.out.println(String.format("%s %.3f ms", label, nanos / 1e6));
    }

    /** The closing lines for an exact checksum. */
    static void finish(long checksum, long nanos) {
        finish(String.valueOf(checksum), nanos);
    }

    /** The closing lines for a floating-point checksum, printed bit-exact by Double.toString. */
    static void finish(double checksum, long nanos) {
        finish(String.valueOf(checksum), nanos);
    }

    private static void finish(String checksum, long nanos) {
        System.out.println("checksum " + checksum);
        System.out.println(String.format("time %.3f ms", nanos / 1e6));
    }
}
