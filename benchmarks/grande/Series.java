// Kernel: Fourier coefficients. For f(x) = (x+1)^x on [0, 2] (period 2), computes
// a0 = 1/2 * integral of f, and for n = 1 .. N-1 the pairs a_n = integral of f(x) cos(n pi x)
// and b_n = integral of f(x) sin(n pi x), each by the trapezoid rule over 1000 intervals,
// evaluating f, cos and sin afresh at every point as a transcendental-heavy workload does.
// Validates: the first coefficients against values found independently by a much finer
// integration (to 1e-4). Checksum: the sum of |a_n| + |b_n| ("float").
// Usage: Series [N]   (number of coefficient pairs, at least 4)
public final class Series {
    static final int DEFAULT_N = 10000;
    static final int INTERVALS = 1000;

    // a0, a1, b1, a2, b2, a3, b3 from a trapezoid integration with 200000 intervals.
    static final double[] KNOWN = {
        2.8819181, 1.1340356, -1.8820903, 0.3622205, -1.1648064, 0.1703171, -0.8147093,
    };

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "Series", "N");
        if (n < 4) {
            System.err.println("usage: Series [N]   (at least 4 coefficient pairs)");
            System.exit(2);
        }
        System.out.println("Series: " + n + " Fourier coefficient pairs of (x+1)^x, " + INTERVALS + " intervals each");

        long start = System.nanoTime();
        double[][] coefficients = compute(n);
        long nanos = System.nanoTime() - start;

        double[] first = {
            coefficients[0][0], coefficients[0][1], coefficients[1][1],
            coefficients[0][2], coefficients[1][2], coefficients[0][3], coefficients[1][3],
        };
        String[] names = {"a0", "a1", "b1", "a2", "b2", "a3", "b3"};
        for (int i = 0; i < KNOWN.length; i++) {
            if (!(java.lang.Math.abs(first[i] - KNOWN[i]) < 1e-4)) {
                GrandeReport.fail("Series", names[i] + " = " + first[i] + ", expected about " + KNOWN[i]);
            }
        }
        double checksum = 0;
        for (int i = 0; i < n; i++) {
            checksum += java.lang.Math.abs(coefficients[0][i]) + java.lang.Math.abs(coefficients[1][i]);
        }
        GrandeReport.finish(String.valueOf(checksum), nanos);
    }

    /** coefficients[0][k] = a_k and coefficients[1][k] = b_k (b_0 is 0). */
    static double[][] compute(int n) {
        double[][] c = new double[2][n];
        c[0][0] = integrate(0, 0) / 2;
        for (int k = 1; k < n; k++) {
            double omega = java.lang.Math.PI * k;
            c[0][k] = integrate(omega, 1);
            c[1][k] = integrate(omega, 2);
        }
        return c;
    }

    /** Trapezoid rule on [0, 2] for f(x) times 1 (kind 0), cos(omega x) (1), sin(omega x) (2). */
    static double integrate(double omega, int kind) {
        double h = 2.0 / INTERVALS;
        double sum = (integrand(0, omega, kind) + integrand(2, omega, kind)) / 2;
        for (int i = 1; i < INTERVALS; i++) {
            sum += integrand(i * h, omega, kind);
        }
        return sum * h;
    }

    static double integrand(double x, double omega, int kind) {
        double f = java.lang.Math.pow(x + 1, x);
        if (kind == 1) {
            return f * java.lang.Math.cos(omega * x);
        }
        if (kind == 2) {
            return f * java.lang.Math.sin(omega * x);
        }
        return f;
    }
}
