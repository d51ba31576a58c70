// Micro-benchmark: assignments. Four values are rotated around a ring of variables (locals,
// this object's fields, static fields, another object's fields) and of array elements held in
// the same four places; each iteration makes 20 assignments. The rotation keeps every value
// alive, and the final contents go into the checksum.
// Usage: Assign [N]   (iterations per sub-measurement)
public final class Assign {
    static final int DEFAULT_N = 3000000;
    static final int OPS_PER_ITERATION = 20;

    // The static ring and static arrays.
    static int s0, s1, s2, s3;
    static int[] sa = new int[4];

    // This object's ring and arrays (also the "other" object for the instance benchmarks).
    int f0, f1, f2, f3;
    int[] fa = new int[4];

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "Assign", "N");
        System.out.println("Assign: " + n + " iterations of " + OPS_PER_ITERATION + " assignments per sub");
        GrandeReport.Rates rates = new GrandeReport.Rates("Assign");
        double ops = (double) n * OPS_PER_ITERATION;
        Assign self = new Assign();
        Assign other = new Assign();
        long sum = 0;
        long t;

        t = System.nanoTime();
        sum = mix(sum, localScalar(n));
        rates.add("Local:Scalar", ops, System.nanoTime() - t, "assigns");
        t = System.nanoTime();
        sum = mix(sum, self.instanceScalar(n));
        rates.add("Instance:Scalar", ops, System.nanoTime() - t, "assigns");
        t = System.nanoTime();
        sum = mix(sum, staticScalar(n));
        rates.add("Static:Scalar", ops, System.nanoTime() - t, "assigns");
        t = System.nanoTime();
        sum = mix(sum, self.otherScalar(n, other));
        rates.add("Other:Scalar", ops, System.nanoTime() - t, "assigns");

        t = System.nanoTime();
        sum = mix(sum, localArray(n));
        rates.add("Local:Array", ops, System.nanoTime() - t, "assigns");
        t = System.nanoTime();
        sum = mix(sum, self.instanceArray(n));
        rates.add("Instance:Array", ops, System.nanoTime() - t, "assigns");
        t = System.nanoTime();
        sum = mix(sum, staticArray(n));
        rates.add("Static:Array", ops, System.nanoTime() - t, "assigns");
        t = System.nanoTime();
        sum = mix(sum, self.otherArray(n, other));
        rates.add("Other:Array", ops, System.nanoTime() - t, "assigns");

        rates.finish(String.valueOf(sum));
    }

    static long mix(long sum, long value) {
        return sum * 31 + value;
    }

    // The ring's state after the loop, weighted by position so that the rotation shows.
    static long ring(int a, int b, int c, int d) {
        return a + 10L * b + 100L * c + 1000L * d;
    }

    // Each iteration rotates by one place: four rotations of four assignments, with the loop
    // counter dropped into the ring once so the values change as N does.
    static long localScalar(int n) {
        int a = 1, b = 2, c = 3, d = 4, t;
        for (int i = 0; i < n; i++) {
            t = a; a = b; b = c; c = d; d = t;
            t = a; a = b; b = c; c = d; d = t;
            t = a; a = b; b = c; c = d; d = t;
            t = a; a = b; b = c; c = i; d = t;
        }
        return ring(a, b, c, d);
    }

    long instanceScalar(int n) {
        f0 = 1; f1 = 2; f2 = 3; f3 = 4;
        int t;
        for (int i = 0; i < n; i++) {
            t = f0; f0 = f1; f1 = f2; f2 = f3; f3 = t;
            t = f0; f0 = f1; f1 = f2; f2 = f3; f3 = t;
            t = f0; f0 = f1; f1 = f2; f2 = f3; f3 = t;
            t = f0; f0 = f1; f1 = f2; f2 = i; f3 = t;
        }
        return ring(f0, f1, f2, f3);
    }

    static long staticScalar(int n) {
        s0 = 1; s1 = 2; s2 = 3; s3 = 4;
        int t;
        for (int i = 0; i < n; i++) {
            t = s0; s0 = s1; s1 = s2; s2 = s3; s3 = t;
            t = s0; s0 = s1; s1 = s2; s2 = s3; s3 = t;
            t = s0; s0 = s1; s1 = s2; s2 = s3; s3 = t;
            t = s0; s0 = s1; s1 = s2; s2 = i; s3 = t;
        }
        return ring(s0, s1, s2, s3);
    }

    long otherScalar(int n, Assign o) {
        o.f0 = 5; o.f1 = 6; o.f2 = 7; o.f3 = 8;
        int t;
        for (int i = 0; i < n; i++) {
            t = o.f0; o.f0 = o.f1; o.f1 = o.f2; o.f2 = o.f3; o.f3 = t;
            t = o.f0; o.f0 = o.f1; o.f1 = o.f2; o.f2 = o.f3; o.f3 = t;
            t = o.f0; o.f0 = o.f1; o.f1 = o.f2; o.f2 = o.f3; o.f3 = t;
            t = o.f0; o.f0 = o.f1; o.f1 = o.f2; o.f2 = i; o.f3 = t;
        }
        return ring(o.f0, o.f1, o.f2, o.f3);
    }

    static long localArray(int n) {
        int[] a = {1, 2, 3, 4};
        int t;
        for (int i = 0; i < n; i++) {
            t = a[0]; a[0] = a[1]; a[1] = a[2]; a[2] = a[3]; a[3] = t;
            t = a[0]; a[0] = a[1]; a[1] = a[2]; a[2] = a[3]; a[3] = t;
            t = a[0]; a[0] = a[1]; a[1] = a[2]; a[2] = a[3]; a[3] = t;
            t = a[0]; a[0] = a[1]; a[1] = a[2]; a[2] = i; a[3] = t;
        }
        return ring(a[0], a[1], a[2], a[3]);
    }

    long instanceArray(int n) {
        fa[0] = 1; fa[1] = 2; fa[2] = 3; fa[3] = 4;
        int t;
        for (int i = 0; i < n; i++) {
            t = fa[0]; fa[0] = fa[1]; fa[1] = fa[2]; fa[2] = fa[3]; fa[3] = t;
            t = fa[0]; fa[0] = fa[1]; fa[1] = fa[2]; fa[2] = fa[3]; fa[3] = t;
            t = fa[0]; fa[0] = fa[1]; fa[1] = fa[2]; fa[2] = fa[3]; fa[3] = t;
            t = fa[0]; fa[0] = fa[1]; fa[1] = fa[2]; fa[2] = i; fa[3] = t;
        }
        return ring(fa[0], fa[1], fa[2], fa[3]);
    }

    static long staticArray(int n) {
        sa[0] = 1; sa[1] = 2; sa[2] = 3; sa[3] = 4;
        int t;
        for (int i = 0; i < n; i++) {
            t = sa[0]; sa[0] = sa[1]; sa[1] = sa[2]; sa[2] = sa[3]; sa[3] = t;
            t = sa[0]; sa[0] = sa[1]; sa[1] = sa[2]; sa[2] = sa[3]; sa[3] = t;
            t = sa[0]; sa[0] = sa[1]; sa[1] = sa[2]; sa[2] = sa[3]; sa[3] = t;
            t = sa[0]; sa[0] = sa[1]; sa[1] = sa[2]; sa[2] = i; sa[3] = t;
        }
        return ring(sa[0], sa[1], sa[2], sa[3]);
    }

    long otherArray(int n, Assign o) {
        o.fa[0] = 5; o.fa[1] = 6; o.fa[2] = 7; o.fa[3] = 8;
        int t;
        for (int i = 0; i < n; i++) {
            t = o.fa[0]; o.fa[0] = o.fa[1]; o.fa[1] = o.fa[2]; o.fa[2] = o.fa[3]; o.fa[3] = t;
            t = o.fa[0]; o.fa[0] = o.fa[1]; o.fa[1] = o.fa[2]; o.fa[2] = o.fa[3]; o.fa[3] = t;
            t = o.fa[0]; o.fa[0] = o.fa[1]; o.fa[1] = o.fa[2]; o.fa[2] = o.fa[3]; o.fa[3] = t;
            t = o.fa[0]; o.fa[0] = o.fa[1]; o.fa[1] = o.fa[2]; o.fa[2] = i; o.fa[3] = t;
        }
        return ring(o.fa[0], o.fa[1], o.fa[2], o.fa[3]);
    }
}
