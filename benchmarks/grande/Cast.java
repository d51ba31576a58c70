// Micro-benchmark: primitive conversions. Each sub converts a value back and forth between
// two types, four round trips (eight conversions) per iteration, starting from the loop
// counter so that the values change; the results go into the checksum. Java defines every
// conversion exactly (round to nearest into float and double, truncation toward zero into
// integers), so the checksum is exact: a VM that rounds differently gets a different one.
// Usage: Cast [N]   (iterations per sub-measurement)
public final class Cast {
    static final int DEFAULT_N = 12000000;
    static final int OPS_PER_ITERATION = 8;

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "Cast", "N");
        System.out.println("Cast: " + n + " iterations of " + OPS_PER_ITERATION + " conversions per sub");
        GrandeReport.Rates rates = new GrandeReport.Rates("Cast");
        double ops = (double) n * OPS_PER_ITERATION;
        long sum = 0;
        long t;

        t = System.nanoTime();
        sum = mix(sum, intLong(n));
        rates.add("IntLong", ops, System.nanoTime() - t, "casts");
        t = System.nanoTime();
        sum = mix(sum, intFloat(n));
        rates.add("IntFloat", ops, System.nanoTime() - t, "casts");
        t = System.nanoTime();
        sum = mix(sum, intDouble(n));
        rates.add("IntDouble", ops, System.nanoTime() - t, "casts");
        t = System.nanoTime();
        sum = mix(sum, longFloat(n));
        rates.add("LongFloat", ops, System.nanoTime() - t, "casts");
        t = System.nanoTime();
        sum = mix(sum, longDouble(n));
        rates.add("LongDouble", ops, System.nanoTime() - t, "casts");
        t = System.nanoTime();
        sum = mix(sum, floatDouble(n));
        rates.add("FloatDouble", ops, System.nanoTime() - t, "casts");
        t = System.nanoTime();
        sum = mix(sum, intNarrow(n));
        rates.add("IntByteShortChar", ops, System.nanoTime() - t, "casts");

        rates.finish(String.valueOf(sum));
    }

    static long mix(long sum, long value) {
        return sum * 31 + value;
    }

    static long intLong(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            long l = i;
            int k = (int) l;
            l = k;
            k = (int) l;
            l = k;
            k = (int) l;
            l = k;
            k = (int) l;
            acc ^= k;
        }
        return acc;
    }

    // Large counters lose low bits on the way through float: part of what is measured.
    static long intFloat(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            float f = i * 3;
            int k = (int) f;
            f = k;
            k = (int) f;
            f = k;
            k = (int) f;
            f = k;
            k = (int) f;
            acc += k;
        }
        return acc;
    }

    static long intDouble(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            double d = i;
            int k = (int) d;
            d = k;
            k = (int) d;
            d = k;
            k = (int) d;
            d = k;
            k = (int) d;
            acc += k;
        }
        return acc;
    }

    static long longFloat(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            float f = (long) i << 20;
            long l = (long) f;
            f = l;
            l = (long) f;
            f = l;
            l = (long) f;
            f = l;
            l = (long) f;
            acc ^= l;
        }
        return acc;
    }

    static long longDouble(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            double d = (long) i * 1000003L;
            long l = (long) d;
            d = l;
            l = (long) d;
            d = l;
            l = (long) d;
            d = l;
            l = (long) d;
            acc += l;
        }
        return acc;
    }

    static long floatDouble(int n) {
        double d = 0.1;
        for (int i = 0; i < n; i++) {
            float f = (float) d;
            d = f;
            f = (float) d;
            d = f;
            f = (float) d;
            d = f;
            f = (float) d;
            d = f + 0.1;
        }
        // Each iteration starts from the last one's result, so the final value depends on all.
        return Double.doubleToLongBits(d);
    }

    // Narrowing int to byte, short and char: eight narrowings per iteration, each result
    // widened again (for free in bytecode) into the next one's operand.
    static long intNarrow(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            int v = i * 0x9E3779B1;
            byte b = (byte) v;
            short s = (short) (v + b);
            char c = (char) (v - s);
            byte b2 = (byte) (c + b);
            short s2 = (short) (b2 * 3 + s);
            char c2 = (char) (s2 ^ c);
            byte b3 = (byte) (c2 >> 3);
            short s3 = (short) (b3 + c2);
            acc += s3;
        }
        return acc;
    }
}
