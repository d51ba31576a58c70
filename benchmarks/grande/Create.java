// Micro-benchmark: allocation. Each sub makes four new objects or arrays of one shape per
// iteration and keeps only the last, reading a field or length of each so the allocation is
// used; those reads go into the checksum.
// Usage: Create [N]   (iterations per sub-measurement)
public final class Create {
    static final int DEFAULT_N = 400000;
    static final int OPS_PER_ITERATION = 4;

    static final class Empty {
    }

    static final class Small {
        int a;

        Small(int a) {
            this.a = a;
        }
    }

    static final class Medium {
        int a, b, c, d;
        long e, f;
        Object g, h;

        Medium(int a) {
            this.a = a;
            this.d = a + 1;
        }
    }

    static final class Large {
        long v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15;
        Object r0, r1, r2, r3;
        int k;

        Large(int k) {
            this.k = k;
        }
    }

    /** A small object built through a chain of three constructors. */
    static class Base {
        int x;

        Base(int x) {
            this.x = x;
        }
    }

    static class Middle extends Base {
        int y;

        Middle(int x) {
            super(x);
            y = x * 2;
        }
    }

    static final class Leaf extends Middle {
        int z;

        Leaf(int x) {
            super(x);
            z = y + 1;
        }
    }

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "Create", "N");
        System.out.println("Create: " + n + " iterations of " + OPS_PER_ITERATION + " allocations per sub");
        GrandeReport.Rates rates = new GrandeReport.Rates("Create");
        double ops = (double) n * OPS_PER_ITERATION;
        long sum = 0;
        long t;

        t = System.nanoTime();
        sum = mix(sum, objectEmpty(n));
        rates.add("Object:Empty", ops, System.nanoTime() - t, "objects");
        t = System.nanoTime();
        sum = mix(sum, objectSmall(n));
        rates.add("Object:Small", ops, System.nanoTime() - t, "objects");
        t = System.nanoTime();
        sum = mix(sum, objectMedium(n));
        rates.add("Object:Medium", ops, System.nanoTime() - t, "objects");
        t = System.nanoTime();
        sum = mix(sum, objectLarge(n));
        rates.add("Object:Large", ops, System.nanoTime() - t, "objects");
        t = System.nanoTime();
        sum = mix(sum, objectChain(n));
        rates.add("Object:Subclass", ops, System.nanoTime() - t, "objects");

        t = System.nanoTime();
        sum = mix(sum, arrayInt(n, 1));
        rates.add("Array:Int:1", ops, System.nanoTime() - t, "arrays");
        t = System.nanoTime();
        sum = mix(sum, arrayInt(n, 16));
        rates.add("Array:Int:16", ops, System.nanoTime() - t, "arrays");
        t = System.nanoTime();
        sum = mix(sum, arrayInt(n, 256));
        rates.add("Array:Int:256", ops, System.nanoTime() - t, "arrays");
        t = System.nanoTime();
        sum = mix(sum, arrayByte(n, 64));
        rates.add("Array:Byte:64", ops, System.nanoTime() - t, "arrays");
        t = System.nanoTime();
        sum = mix(sum, arrayLong(n, 16));
        rates.add("Array:Long:16", ops, System.nanoTime() - t, "arrays");
        t = System.nanoTime();
        sum = mix(sum, arrayDouble(n, 16));
        rates.add("Array:Double:16", ops, System.nanoTime() - t, "arrays");
        t = System.nanoTime();
        sum = mix(sum, arrayObject(n, 16));
        rates.add("Array:Object:16", ops, System.nanoTime() - t, "arrays");
        t = System.nanoTime();
        sum = mix(sum, arrayMulti(n));
        rates.add("Array:Int2D:4x4", ops, System.nanoTime() - t, "arrays");

        rates.finish(String.valueOf(sum));
    }

    static long mix(long sum, long value) {
        return sum * 31 + value;
    }

    // An empty object has nothing to read: its class identity is checked instead.
    static long objectEmpty(int n) {
        long acc = 0;
        Object keep = null;
        for (int i = 0; i < n; i++) {
            keep = new Empty();
            keep = new Empty();
            keep = new Empty();
            keep = new Empty();
            if (keep instanceof Empty) {
                acc++;
            }
        }
        return acc;
    }

    static long objectSmall(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            Small a = new Small(i);
            Small b = new Small(a.a + 1);
            Small c = new Small(b.a + 1);
            Small d = new Small(c.a + 1);
            acc += d.a;
        }
        return acc;
    }

    static long objectMedium(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            Medium a = new Medium(i);
            Medium b = new Medium(a.d);
            Medium c = new Medium(b.d);
            Medium d = new Medium(c.d);
            acc += d.a;
        }
        return acc;
    }

    static long objectLarge(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            Large a = new Large(i);
            Large b = new Large(a.k + 1);
            Large c = new Large(b.k + 1);
            Large d = new Large(c.k + 1);
            acc += d.k + d.v15;
        }
        return acc;
    }

    static long objectChain(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            Leaf a = new Leaf(i);
            Leaf b = new Leaf(a.z);
            Leaf c = new Leaf(b.z);
            Leaf d = new Leaf(c.z);
            acc += d.z & 0xffff;
        }
        return acc;
    }

    static long arrayInt(int n, int len) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            int[] a = new int[len];
            int[] b = new int[len];
            int[] c = new int[len];
            int[] d = new int[len];
            d[i % len] = a.length + b.length + c.length;
            acc += d[0] + d.length;
        }
        return acc;
    }

    static long arrayByte(int n, int len) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            byte[] a = new byte[len];
            byte[] b = new byte[len];
            byte[] c = new byte[len];
            byte[] d = new byte[len];
            d[i % len] = (byte) (a.length + b.length + c.length);
            acc += d[0] + d.length;
        }
        return acc;
    }

    static long arrayLong(int n, int len) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            long[] a = new long[len];
            long[] b = new long[len];
            long[] c = new long[len];
            long[] d = new long[len];
            d[i % len] = a.length + b.length + c.length;
            acc += d[0] + d.length;
        }
        return acc;
    }

    static long arrayDouble(int n, int len) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            double[] a = new double[len];
            double[] b = new double[len];
            double[] c = new double[len];
            double[] d = new double[len];
            d[i % len] = a.length + b.length + c.length;
            acc += (long) d[0] + d.length;
        }
        return acc;
    }

    static long arrayObject(int n, int len) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            Object[] a = new Object[len];
            Object[] b = new Object[len];
            Object[] c = new Object[len];
            Object[] d = new Object[len];
            d[i % len] = a;
            d[(i + 1) % len] = b;
            d[(i + 2) % len] = c;
            acc += (d[0] == null ? 0 : 1) + d.length;
        }
        return acc;
    }

    // A two-dimensional allocation makes the outer array and four rows: counted as one.
    static long arrayMulti(int n) {
        long acc = 0;
        for (int i = 0; i < n; i++) {
            int[][] a = new int[4][4];
            int[][] b = new int[4][4];
            int[][] c = new int[4][4];
            int[][] d = new int[4][4];
            d[i & 3][i & 3] = a.length + b[1].length + c[2].length;
            acc += d[0][0] + d[3].length;
        }
        return acc;
    }
}
