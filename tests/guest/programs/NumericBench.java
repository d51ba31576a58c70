// A numeric workload of the kind benchmark suites use: matrix multiplication, LU decomposition
// with partial pivoting and a solve, an in-place radix-2 FFT and its inverse, Monte Carlo
// integration with java.util.Random, series sums with Math functions, and a Jacobi relaxation;
// results printed rounded with String.format so that 1-ulp differences in the C library's
// functions cannot show.
// Under -Xgc:stress it collects at every 500th allocation (every one would take minutes):
// gc-stress-interval: 500
import java.util.Random;

public class NumericBench {
    static double[][] randomMatrix(Random random, int n) {
        double[][] m = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                m[i][j] = random.nextDouble() - 0.5;
            }
            m[i][i] += n;  // diagonally dominant: well conditioned
        }
        return m;
    }

    static double[][] multiply(double[][] a, double[][] b) {
        int n = a.length;
        double[][] c = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < n; k++) {
                double aik = a[i][k];
                for (int j = 0; j < n; j++) {
                    c[i][j] += aik * b[k][j];
                }
            }
        }
        return c;
    }

    /** Solves a x = b by LU decomposition with partial pivoting (a and b are overwritten). */
    static double[] solve(double[][] a, double[] b) {
        int n = a.length;
        int[] perm = new int[n];
        for (int i = 0; i < n; i++) perm[i] = i;
        for (int k = 0; k < n; k++) {
            int pivot = k;
            for (int i = k + 1; i < n; i++) {
                if (Math.abs(a[i][k]) > Math.abs(a[pivot][k])) pivot = i;
            }
            double[] row = a[k];
            a[k] = a[pivot];
            a[pivot] = row;
            double t = b[k];
            b[k] = b[pivot];
            b[pivot] = t;
            for (int i = k + 1; i < n; i++) {
                double f = a[i][k] / a[k][k];
                a[i][k] = f;
                for (int j = k + 1; j < n; j++) {
                    a[i][j] -= f * a[k][j];
                }
                b[i] -= f * b[k];
            }
        }
        double[] x = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double s = b[i];
            for (int j = i + 1; j < n; j++) s -= a[i][j] * x[j];
            x[i] = s / a[i][i];
        }
        return x;
    }

    static void fft(double[] re, double[] im, boolean inverse) {
        int n = re.length;
        for (int i = 1, j = 0; i < n; i++) {
            int bit = n >> 1;
            for (; (j & bit) != 0; bit >>= 1) j ^= bit;
            j ^= bit;
            if (i < j) {
                double t = re[i]; re[i] = re[j]; re[j] = t;
                t = im[i]; im[i] = im[j]; im[j] = t;
            }
        }
        for (int len = 2; len <= n; len <<= 1) {
            double angle = 2 * Math.PI / len * (inverse ? 1 : -1);
            double wr = Math.cos(angle), wi = Math.sin(angle);
            for (int i = 0; i < n; i += len) {
                double cr = 1, ci = 0;
                for (int j = 0; j < len / 2; j++) {
                    int a = i + j, b = a + len / 2;
                    double tr = re[b] * cr - im[b] * ci, ti = re[b] * ci + im[b] * cr;
                    re[b] = re[a] - tr;
                    im[b] = im[a] - ti;
                    re[a] += tr;
                    im[a] += ti;
                    double ncr = cr * wr - ci * wi;
                    ci = cr * wi + ci * wr;
                    cr = ncr;
                }
            }
        }
        if (inverse) {
            for (int i = 0; i < n; i++) {
                re[i] /= n;
                im[i] /= n;
            }
        }
    }

    static double monteCarloPi(Random random, int samples) {
        int inside = 0;
        for (int i = 0; i < samples; i++) {
            double x = random.nextDouble(), y = random.nextDouble();
            if (x * x + y * y <= 1) inside++;
        }
        return 4.0 * inside / samples;
    }

    static double series(int terms) {
        double s = 0;
        for (int k = 1; k <= terms; k++) {
            s += Math.sin(k) / k + Math.exp(-k / 100.0) * Math.log(k + 1) / (k * Math.sqrt(k));
        }
        return s + Math.atan2(1, 2) + Math.pow(2, 0.5) + Math.cbrt(27) + Math.hypot(3, 4);
    }

    static double jacobi(int n, int iterations) {
        double[][] g = new double[n][n];
        double[][] next = new double[n][n];
        for (int i = 0; i < n; i++) g[0][i] = 1;  // hot top edge
        for (int it = 0; it < iterations; it++) {
            for (int i = 1; i < n - 1; i++) {
                for (int j = 1; j < n - 1; j++) {
                    next[i][j] = 0.25 * (g[i - 1][j] + g[i + 1][j] + g[i][j - 1] + g[i][j + 1]);
                }
            }
            for (int i = 0; i < n; i++) next[0][i] = 1;
            double[][] t = g;
            g = next;
            next = t;
        }
        double sum = 0;
        for (double[] row : g) for (double v : row) sum += v;
        return sum;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 64;
        Random random = new Random(2024);
        double[][] a = randomMatrix(random, n), b = randomMatrix(random, n);
        double[][] c = multiply(a, b);
        double trace = 0;
        for (int i = 0; i < n; i++) trace += c[i][i];
        System.out.println(String.format("matrix %dx%d: trace %.6f", n, n, trace));

        double[] rhs = new double[n];
        for (int i = 0; i < n; i++) rhs[i] = random.nextDouble();
        double[][] copy = new double[n][];
        for (int i = 0; i < n; i++) copy[i] = a[i].clone();
        double[] x = solve(copy, rhs.clone());
        double residual = 0;
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int j = 0; j < n; j++) s += a[i][j] * x[j];
            residual = Math.max(residual, Math.abs(s - rhs[i]));
        }
        System.out.println(String.format("LU solve: x[0] %.8f, residual below 1e-9: %b", x[0], residual < 1e-9));

        int size = 1024;
        double[] re = new double[size], im = new double[size], original = new double[size];
        for (int i = 0; i < size; i++) {
            re[i] = original[i] = Math.sin(2 * Math.PI * 5 * i / size) + 0.5 * Math.cos(2 * Math.PI * 40 * i / size);
        }
        fft(re, im, false);
        int peak = 0;
        for (int i = 1; i < size / 2; i++) {
            if (Math.hypot(re[i], im[i]) > Math.hypot(re[peak], im[peak])) peak = i;
        }
        fft(re, im, true);
        double error = 0;
        for (int i = 0; i < size; i++) error = Math.max(error, Math.abs(re[i] - original[i]));
        System.out.println(String.format("FFT: peak at bin %d, round trip error below 1e-12: %b", peak, error < 1e-12));

        System.out.println(String.format("Monte Carlo pi: %.4f", monteCarloPi(new Random(7), 200000)));
        System.out.println(String.format("series: %.9f", series(5000)));
        System.out.println(String.format("Jacobi 40x40, 200 sweeps: %.6f", jacobi(40, 200)));
    }
}

// expect: matrix 64x64: trace 262152.393147
// expect: LU solve: x[0] 0.01160884, residual below 1e-9: true
// expect: FFT: peak at bin 5, round trip error below 1e-12: true
// expect: Monte Carlo pi: 3.1414
// expect: series: 14.161627994
// expect: Jacobi 40x40, 200 sweeps: 268.676560
