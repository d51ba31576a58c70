// Kernel: successive over-relaxation. A seeded random M x M grid (values in [0, 1)) is swept
// ITERATIONS times in row order; each sweep replaces every interior point by
// omega/4 * (sum of its four neighbours) + (1 - omega) * itself, with omega = 1.25, using
// the neighbours already updated in this sweep (Gauss-Seidel order). The border stays fixed.
// Validates: the grid total against the value recorded for the documented and the quick
// size (relative 1e-12); at other sizes only that every point stayed finite. Checksum: the
// grid total ("float"; only +, -, * are used, so it is the same bit for bit on every VM).
// Usage: SOR [M]   (the sweep count is fixed at 100)
public final class SOR {
    static final int DEFAULT_M = 750;
    static final int QUICK_M = 40;
    static final int ITERATIONS = 100;
    static final double OMEGA = 1.25;

    // Grid totals recorded from this program on the JDK.
    static final double DEFAULT_TOTAL = 280781.83053859574;
    static final double QUICK_TOTAL = 770.482591495764;

    public static void main(String[] args) {
        int m = GrandeReport.sizeArg(args, DEFAULT_M, "SOR", "M");
        if (m < 3) {
            System.err.println("usage: SOR [M]   (a grid of at least 3 x 3)");
            System.exit(2);
        }
        System.out.println("SOR: " + m + " x " + m + " grid, " + ITERATIONS + " sweeps, omega " + OMEGA);

        java.util.Random random = new java.util.Random(31415L);
        double[][] g = new double[m][m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                g[i][j] = random.nextDouble();
            }
        }

        long start = System.nanoTime();
        relax(g, ITERATIONS);
        long nanos = System.nanoTime() - start;

        double total = 0;
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                if (Double.isNaN(g[i][j]) || Double.isInfinite(g[i][j])) {
                    GrandeReport.fail("SOR", "point (" + i + ", " + j + ") is " + g[i][j]);
                }
                total += g[i][j];
            }
        }
        double expect = m == DEFAULT_M ? DEFAULT_TOTAL : m == QUICK_M ? QUICK_TOTAL : total;
        if (!(java.lang.Math.abs(total - expect) <= 1e-12 * java.lang.Math.abs(expect))) {
            GrandeReport.fail("SOR", "grid total " + total + ", recorded " + expect);
        }
        GrandeReport.finish(String.valueOf(total), nanos);
    }

    static void relax(double[][] g, int sweeps) {
        int m = g.length;
        double quarter = OMEGA * 0.25;
        double keep = 1 - OMEGA;
        for (int s = 0; s < sweeps; s++) {
            for (int i = 1; i < m - 1; i++) {
                double[] above = g[i - 1];
                double[] row = g[i];
                double[] below = g[i + 1];
                for (int j = 1; j < m - 1; j++) {
                    row[j] = quarter * (above[j] + below[j] + row[j - 1] + row[j + 1]) + keep * row[j];
                }
            }
        }
    }
}
