// Kernel: sparse matrix times vector. An N x N matrix with NZ = 5N nonzeros in coordinate
// form (seeded random row, column and value for each entry) multiplies a seeded random
// vector x, y[row] += value * x[column] over all entries, repeated 200 times into the same y.
// Validates: the sum of y equals the repeat count times the sum over entries of
// value * x[column], added up in another order (relative 1e-10). Checksum: the sum of y
// ("float").
// Usage: SparseMatmult [N]
public final class SparseMatmult {
    static final int DEFAULT_N = 80000;
    static final int ENTRIES_PER_ROW = 5;
    static final int REPEATS = 200;

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "SparseMatmult", "N");
        int nz = n * ENTRIES_PER_ROW;
        System.out.println("SparseMatmult: " + n + " x " + n + ", " + nz + " nonzeros, " + REPEATS + " products");

        java.util.Random random = new java.util.Random(8642L);
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = random.nextDouble();
        }
        int[] row = new int[nz];
        int[] col = new int[nz];
        double[] val = new double[nz];
        for (int k = 0; k < nz; k++) {
            row[k] = random.nextInt(n);
            col[k] = random.nextInt(n);
            val[k] = random.nextDouble();
        }
        double[] y = new double[n];

        long start = System.nanoTime();
        for (int r = 0; r < REPEATS; r++) {
            for (int k = 0; k < nz; k++) {
                y[row[k]] += x[col[k]] * val[k];
            }
        }
        long nanos = System.nanoTime() - start;

        double total = 0;
        for (int i = 0; i < n; i++) {
            total += y[i];
        }
        double once = 0;
        for (int k = nz - 1; k >= 0; k--) {
            once += val[k] * x[col[k]];
        }
        double expect = once * REPEATS;
        if (!(java.lang.Math.abs(total - expect) <= 1e-10 * java.lang.Math.abs(expect))) {
            GrandeReport.fail("SparseMatmult", "sum of y is " + total + ", expected " + expect);
        }
        GrandeReport.finish(String.valueOf(total), nanos);
    }
}
