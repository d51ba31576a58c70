// Micro-benchmark: throwing and catching. Subs throw a new exception, a preallocated one,
// one that leaves a called method, a preallocated one unwinding four frames, and one the VM
// raises itself (an array index out of bounds); every catch adds the exception's code to the
// checksum. The class is ExceptionTest (the suite's entry "Exception"), so that
// java.lang.Exception stays visible to the suite.
// Usage: ExceptionTest [N]   (throws per sub-measurement)
public final class ExceptionTest {
    static final int DEFAULT_N = 400000;

    /** The exception thrown: carries a number that the catcher folds into the checksum. */
    static final class Fault extends java.lang.RuntimeException {
        int code;

        Fault(int code) {
            this.code = code;
        }
    }

    static final Fault PREALLOCATED = new Fault(0);

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "Exception", "N");
        System.out.println("Exception: " + n + " throws per sub");
        GrandeReport.Rates rates = new GrandeReport.Rates("Exception");
        long sum = 0;
        long t;

        t = System.nanoTime();
        sum = mix(sum, throwNew(n));
        rates.add("Throw:New", n, System.nanoTime() - t, "throws");
        t = System.nanoTime();
        sum = mix(sum, throwPreallocated(n));
        rates.add("Throw:Preallocated", n, System.nanoTime() - t, "throws");
        t = System.nanoTime();
        sum = mix(sum, throwFromMethod(n));
        rates.add("Throw:Method", n, System.nanoTime() - t, "throws");
        t = System.nanoTime();
        sum = mix(sum, throwDeep(n));
        rates.add("Throw:Deep4", n, System.nanoTime() - t, "throws");
        t = System.nanoTime();
        sum = mix(sum, throwByVm(n));
        rates.add("Throw:VM", n, System.nanoTime() - t, "throws");

        rates.finish(String.valueOf(sum));
    }

    static long mix(long sum, long value) {
        return sum * 31 + value;
    }

    static long throwNew(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            try {
                throw new Fault(i);
            } catch (Fault f) {
                acc += f.code;
            }
        }
        return acc;
    }

    static long throwPreallocated(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            try {
                PREALLOCATED.code = i;
                throw PREALLOCATED;
            } catch (Fault f) {
                acc += f.code;
            }
        }
        return acc;
    }

    static long throwFromMethod(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            try {
                thrower(i);
            } catch (Fault f) {
                acc += f.code;
            }
        }
        return acc;
    }

    static void thrower(int code) {
        throw new Fault(code);
    }

    static long throwDeep(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            try {
                acc += depth(4, i);
            } catch (Fault f) {
                acc += f.code;
            }
        }
        return acc;
    }

    // Returns normally only if the throw below is skipped, which it never is; the return
    // value keeps each frame a real call rather than a tail the compiler could fold.
    static int depth(int frames, int code) {
        if (frames == 0) {
            PREALLOCATED.code = code;
            throw PREALLOCATED;
        }
        return depth(frames - 1, code) + 1;
    }

    static long throwByVm(int n) {
        long acc = 0;
        int[] small = new int[4];
        for (int i = 0; i < n; i++) {
            try {
                acc += small[4 + (i & 7)];
            } catch (java.lang.ArrayIndexOutOfBoundsException e) {
                acc += i & 7;
            }
        }
        return acc;
    }
}
