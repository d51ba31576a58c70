// Micro-benchmark: add, multiply and divide on int, long, float and double locals. Each sub
// runs N iterations of a body of eight dependent operations on four accumulators, and the
// final accumulators go into the checksum so that no loop is dead code.
// Usage: Arith [N]   (iterations per sub-measurement)
public final class Arith {
    static final int DEFAULT_N = 7000000;
    static final int OPS_PER_ITERATION = 8;

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "Arith", "N");
        System.out.println("Arith: " + n + " iterations of " + OPS_PER_ITERATION + " operations per sub");
        GrandeReport.Rates rates = new GrandeReport.Rates("Arith");
        double ops = (double) n * OPS_PER_ITERATION;
        double sum = 0;
        long t;

        t = System.nanoTime();
        sum += addInt(n);
        rates.add("Add:Int", ops, System.nanoTime() - t, "adds");
        t = System.nanoTime();
        sum += addLong(n);
        rates.add("Add:Long", ops, System.nanoTime() - t, "adds");
        t = System.nanoTime();
        sum += addFloat(n);
        rates.add("Add:Float", ops, System.nanoTime() - t, "adds");
        t = System.nanoTime();
        sum += addDouble(n);
        rates.add("Add:Double", ops, System.nanoTime() - t, "adds");

        t = System.nanoTime();
        sum += multInt(n);
        rates.add("Mult:Int", ops, System.nanoTime() - t, "mults");
        t = System.nanoTime();
        sum += multLong(n);
        rates.add("Mult:Long", ops, System.nanoTime() - t, "mults");
        t = System.nanoTime();
        sum += multFloat(n);
        rates.add("Mult:Float", ops, System.nanoTime() - t, "mults");
        t = System.nanoTime();
        sum += multDouble(n);
        rates.add("Mult:Double", ops, System.nanoTime() - t, "mults");

        t = System.nanoTime();
        sum += divInt(n);
        rates.add("Div:Int", ops, System.nanoTime() - t, "divs");
        t = System.nanoTime();
        sum += divLong(n);
        rates.add("Div:Long", ops, System.nanoTime() - t, "divs");
        t = System.nanoTime();
        sum += divFloat(n);
        rates.add("Div:Float", ops, System.nanoTime() - t, "divs");
        t = System.nanoTime();
        sum += divDouble(n);
        rates.add("Div:Double", ops, System.nanoTime() - t, "divs");

        rates.finish(String.valueOf(sum));
    }

    // Integer adds feed each other (a Fibonacci-like chain that wraps around); the result is
    // reduced to a small double so that the float checksum keeps its low bits meaningful.
    static double addInt(int n) {
        int a = 1, b = 2, c = 3, d = 4;
        for (int i = 0; i < n; i++) {
            a += b;
            b += c;
            c += d;
            d += a;
            a += b;
            b += c;
            c += d;
            d += a;
        }
        return (a ^ b ^ c ^ d) & 0xffff;
    }

    static double addLong(int n) {
        long a = 1, b = 2, c = 3, d = 4;
        for (int i = 0; i < n; i++) {
            a += b;
            b += c;
            c += d;
            d += a;
            a += b;
            b += c;
            c += d;
            d += a;
        }
        return (a ^ b ^ c ^ d) & 0xffffL;
    }

    // Floating adds of fixed steps grow linearly, so nothing overflows whatever N is.
    static double addFloat(int n) {
        float a = 0, b = 0, c = 0, d = 0;
        float up = 0.5f, down = -0.25f;
        for (int i = 0; i < n; i++) {
            a += up;
            b += down;
            c += up;
            d += down;
            a += down;
            b += up;
            c += down;
            d += up;
        }
        return a + b + c + d;
    }

    static double addDouble(int n) {
        double a = 0, b = 0, c = 0, d = 0;
        double up = 0.5, down = -0.25;
        for (int i = 0; i < n; i++) {
            a += up;
            b += down;
            c += up;
            d += down;
            a += down;
            b += up;
            c += down;
            d += up;
        }
        return a + b + c + d;
    }

    // Odd factors keep the integer products odd, hence never zero, as they wrap.
    static double multInt(int n) {
        int a = 1, b = 3, c = 5, d = 7;
        int m = 3, k = 5;
        for (int i = 0; i < n; i++) {
            a *= m;
            b *= k;
            c *= m;
            d *= k;
            a *= k;
            b *= m;
            c *= k;
            d *= m;
        }
        return (a ^ b ^ c ^ d) & 0xffff;
    }

    static double multLong(int n) {
        long a = 1, b = 3, c = 5, d = 7;
        long m = 3, k = 5;
        for (int i = 0; i < n; i++) {
            a *= m;
            b *= k;
            c *= m;
            d *= k;
            a *= k;
            b *= m;
            c *= k;
            d *= m;
        }
        return (a ^ b ^ c ^ d) & 0xffffL;
    }

    // Each accumulator is multiplied by a factor just above one and one just below, so it
    // only drifts by rounding.
    static double multFloat(int n) {
        float a = 1, b = 2, c = 3, d = 4;
        float up = 1.0000001f, down = 0.9999999f;
        for (int i = 0; i < n; i++) {
            a *= up;
            b *= down;
            c *= up;
            d *= down;
            a *= down;
            b *= up;
            c *= down;
            d *= up;
        }
        return a + b + c + d;
    }

    static double multDouble(int n) {
        double a = 1, b = 2, c = 3, d = 4;
        double up = 1.0000000001, down = 0.9999999999;
        for (int i = 0; i < n; i++) {
            a *= up;
            b *= down;
            c *= up;
            d *= down;
            a *= down;
            b *= up;
            c *= down;
            d *= up;
        }
        return a + b + c + d;
    }

    // x = M / x alternates between a small value and a large one, never reaching zero.
    static double divInt(int n) {
        int a = 7, b = 11, c = 13, d = 17;
        int m = Integer.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            a = m / a;
            b = m / b;
            c = m / c;
            d = m / d;
            a = m / a;
            b = m / b;
            c = m / c;
            d = m / d;
        }
        return (double) a + b + c + d;
    }

    static double divLong(int n) {
        long a = 7, b = 11, c = 13, d = 17;
        long m = Long.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            a = m / a;
            b = m / b;
            c = m / c;
            d = m / d;
            a = m / a;
            b = m / b;
            c = m / c;
            d = m / d;
        }
        return (double) a + b + c + d;
    }

    static double divFloat(int n) {
        float a = 3, b = 7, c = 11, d = 13;
        float m = 1000.0f;
        for (int i = 0; i < n; i++) {
            a = m / a;
            b = m / b;
            c = m / c;
            d = m / d;
            a = m / a;
            b = m / b;
            c = m / c;
            d = m / d;
        }
        return a + b + c + d;
    }

    static double divDouble(int n) {
        double a = 3, b = 7, c = 11, d = 13;
        double m = 1000.0;
        for (int i = 0; i < n; i++) {
            a = m / a;
            b = m / b;
            c = m / c;
            d = m / d;
            a = m / a;
            b = m / b;
            c = m / c;
            d = m / d;
        }
        return a + b + c + d;
    }
}
