// Two-slot element types: laload/lastore and daload/dastore with sums and in-place updates.
public class long_double_arrays {
    public static void main(String[] args) {
        long[] fib = new long[91];
        fib[1] = 1;
        for (int i = 2; i < fib.length; i++) fib[i] = fib[i - 1] + fib[i - 2];
        System.out.println(fib[90]);
        // expect: 2880067194370816120
        double[] h = new double[5];
        for (int i = 0; i < h.length; i++) h[i] = 1.0 / (i + 1);
        double s = 0;
        for (double v : h) s += v;
        System.out.println(s);
        // expect: 2.283333333333333
        h[4] *= 10;
        System.out.println(h[4]);
        // expect: 2.0
        float[] f = { 0.5f, 0.25f };
        f[0] += f[1];
        System.out.println(f[0]);
        // expect: 0.75
    }
}
