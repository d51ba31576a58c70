// Kernel: dense linear solve by LU factorisation. A seeded random N x N matrix (stored by
// columns, one array per column, so the inner loops run down a column) is factored in place
// with partial pivoting: for each column the largest entry below the diagonal becomes the
// pivot, its row is swapped up, the multipliers are stored under the diagonal and a
// multiple of the pivot column is subtracted from every later column. Then A x = b is solved
// by forward elimination with the recorded row swaps and back substitution. b is the row
// sums of A, so the exact solution is all ones.
// Validates: the normalised residual |A x - b| / (N |A| |x| eps) (infinity norms) is below
// 100, and x is within 1e-6 of ones. Checksum: the sum of the factored matrix and of x
// ("float"; only +, -, *, / are used, so the value is the same bit for bit on every VM).
// Usage: LUFact [N]
public final class LUFact {
    static final int DEFAULT_N = 800;

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "LUFact", "N");
        System.out.println("LUFact: " + n + " x " + n + " matrix, factor and solve");

        java.util.Random random = new java.util.Random(11235L);
        double[][] a = new double[n][n];  // a[column][row]
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                a[j][i] = random.nextDouble() - 0.5;
            }
        }
        double[] b = new double[n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                b[i] += a[j][i];
            }
        }
        double[][] original = new double[n][];
        for (int j = 0; j < n; j++) {
            original[j] = a[j].clone();
        }
        double[] x = b.clone();
        int[] pivots = new int[n];

        long start = System.nanoTime();
        factor(a, pivots);
        solve(a, pivots, x);
        long nanos = System.nanoTime() - start;

        validate(original, b, x);
        double checksum = 0;
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                checksum += a[j][i];
            }
            checksum += x[j];
        }
        GrandeReport.finish(String.valueOf(checksum), nanos);
    }

    /** In-place LU with partial pivoting; pivots[k] is the row swapped with row k. */
    static void factor(double[][] a, int[] pivots) {
        int n = a.length;
        for (int k = 0; k < n; k++) {
            double[] colK = a[k];
            int p = k;
            double biggest = java.lang.Math.abs(colK[k]);
            for (int i = k + 1; i < n; i++) {
                double v = java.lang.Math.abs(colK[i]);
                if (v > biggest) {
                    biggest = v;
                    p = i;
                }
            }
            pivots[k] = p;
            if (colK[p] == 0) {
                GrandeReport.fail("LUFact", "the matrix is singular at column " + k);
            }
            if (p != k) {
                double t = colK[p];
                colK[p] = colK[k];
                colK[k] = t;
            }
            // Multipliers, negated so the updates below are additions.
            double scale = -1 / colK[k];
            for (int i = k + 1; i < n; i++) {
                colK[i] *= scale;
            }
            for (int j = k + 1; j < n; j++) {
                double[] colJ = a[j];
                double t = colJ[p];
                if (p != k) {
                    colJ[p] = colJ[k];
                    colJ[k] = t;
                }
                if (t != 0) {
                    for (int i = k + 1; i < n; i++) {
                        colJ[i] += t * colK[i];
                    }
                }
            }
        }
    }

    /** Solves A x = b given factor()'s output; b is overwritten with x. */
    static void solve(double[][] a, int[] pivots, double[] b) {
        int n = a.length;
        for (int k = 0; k < n - 1; k++) {
            int p = pivots[k];
            double t = b[p];
            if (p != k) {
                b[p] = b[k];
                b[k] = t;
            }
            double[] colK = a[k];
            for (int i = k + 1; i < n; i++) {
                b[i] += t * colK[i];
            }
        }
        for (int k = n - 1; k >= 0; k--) {
            double[] colK = a[k];
            b[k] /= colK[k];
            double t = -b[k];
            for (int i = 0; i < k; i++) {
                b[i] += t * colK[i];
            }
        }
    }

    static void validate(double[][] a, double[] b, double[] x) {
        int n = a.length;
        double[] r = new double[n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                r[i] += a[j][i] * x[j];
            }
        }
        double residual = 0, normA = 0, normX = 0, worstX = 0;
        for (int i = 0; i < n; i++) {
            residual = java.lang.Math.max(residual, java.lang.Math.abs(r[i] - b[i]));
            normX = java.lang.Math.max(normX, java.lang.Math.abs(x[i]));
            worstX = java.lang.Math.max(worstX, java.lang.Math.abs(x[i] - 1));
            double rowSum = 0;
            for (int j = 0; j < n; j++) {
                rowSum += java.lang.Math.abs(a[j][i]);
            }
            normA = java.lang.Math.max(normA, rowSum);
        }
        double eps = java.lang.Math.ulp(1.0);
        double normalised = residual / (n * normA * normX * eps);
        if (!(normalised < 100)) {
            GrandeReport.fail("LUFact", "normalised residual " + normalised + " is not below 100");
        }
        if (!(worstX < 1e-6)) {
            GrandeReport.fail("LUFact", "x differs from the exact solution (all ones) by " + worstX);
        }
    }
}
