// Kernel: complex fast Fourier transform. N = 2^K seeded random complex values (interleaved
// re/im in one double array) go through an in-place radix-2 decimation-in-time FFT (bit-
// reversal permutation, then log2 N passes of butterflies whose twiddle factors come from a
// per-pass rotation recurrence), then through the inverse transform and a division by N.
// Validates: the root-mean-square round-trip error is below 1e-12, the forward transform
// keeps Parseval's identity and its coefficient 1 matches a direct sum. Checksum: the sum of the
// magnitudes |re| + |im| of the forward transform ("float").
// Usage: FFT [K]   (transforms 2^K points)
public final class FFT {
    static final int DEFAULT_LOG = 19;

    public static void main(String[] args) {
        int log = GrandeReport.sizeArg(args, DEFAULT_LOG, "FFT", "K");
        if (log > 24) {
            System.err.println("usage: FFT [K]   (1 <= K <= 24)");
            System.exit(2);
        }
        int n = 1 << log;
        System.out.println("FFT: 2^" + log + " = " + n + " complex points, forward and inverse");

        java.util.Random random = new java.util.Random(2468L);
        double[] data = new double[2 * n];
        for (int i = 0; i < 2 * n; i++) {
            data[i] = random.nextDouble() * 2 - 1;
        }
        double[] original = data.clone();

        long start = System.nanoTime();
        transform(data, -1);
        double checksum = 0;
        for (int i = 0; i < 2 * n; i++) {
            checksum += java.lang.Math.abs(data[i]);
        }
        double[] forward = data.clone();
        transform(data, 1);
        for (int i = 0; i < 2 * n; i++) {
            data[i] /= n;
        }
        long nanos = System.nanoTime() - start;

        double squares = 0;
        for (int i = 0; i < 2 * n; i++) {
            double d = data[i] - original[i];
            squares += d * d;
        }
        double rms = java.lang.Math.sqrt(squares / (2 * n));
        if (!(rms < 1e-12)) {
            GrandeReport.fail("FFT", "round-trip rms error " + rms + " is not below 1e-12");
        }
        checkForward(original, forward, n);
        GrandeReport.finish(String.valueOf(checksum), nanos);
    }

    /**
     * A round trip alone would pass a transform and inverse that are wrong in the same way, so
     * the forward result is checked too: Parseval's identity (the energy of the transform is N
     * times the input's) and coefficient 1 against a direct sum.
     */
    static void checkForward(double[] x, double[] f, int n) {
        double inputEnergy = 0, outputEnergy = 0;
        for (int i = 0; i < 2 * n; i++) {
            inputEnergy += x[i] * x[i];
            outputEnergy += f[i] * f[i];
        }
        double parseval = java.lang.Math.abs(outputEnergy - n * inputEnergy) / (n * inputEnergy);
        if (!(parseval < 1e-9)) {
            GrandeReport.fail("FFT", "Parseval's identity is off by " + parseval + " (relative)");
        }
        if (n < 2) {
            return;
        }
        double re = 0, im = 0;
        for (int j = 0; j < n; j++) {
            double angle = -2 * java.lang.Math.PI * j / n;
            double c = java.lang.Math.cos(angle), s = java.lang.Math.sin(angle);
            re += x[2 * j] * c - x[2 * j + 1] * s;
            im += x[2 * j] * s + x[2 * j + 1] * c;
        }
        double error = java.lang.Math.hypot(re - f[2], im - f[3]);
        double scale = java.lang.Math.sqrt(outputEnergy / n) + 1;
        if (!(error < 1e-9 * scale)) {
            GrandeReport.fail("FFT", "coefficient 1 is (" + f[2] + ", " + f[3] + "), a direct sum gives (" + re + ", " + im + ")");
        }
    }

    /** In-place transform of data (interleaved complex); sign -1 forward, +1 inverse. */
    static void transform(double[] data, int sign) {
        int n = data.length / 2;
        bitReverse(data, n);
        for (int half = 1; half < n; half *= 2) {
            // The twiddle factor w = exp(sign * i * pi * k / half) advances by one fixed
            // rotation per k; written as w += w * (c - 1, s) with c - 1 = -2 sin^2(theta/2),
            // which keeps the recurrence accurate for small angles.
            double theta = sign * java.lang.Math.PI / half;
            double sinHalf = java.lang.Math.sin(theta / 2);
            double cm1 = -2 * sinHalf * sinHalf;
            double s = java.lang.Math.sin(theta);
            double wr = 1, wi = 0;
            for (int k = 0; k < half; k++) {
                for (int i = k; i < n; i += 2 * half) {
                    int a = 2 * i;
                    int b = 2 * (i + half);
                    double tr = wr * data[b] - wi * data[b + 1];
                    double ti = wr * data[b + 1] + wi * data[b];
                    data[b] = data[a] - tr;
                    data[b + 1] = data[a + 1] - ti;
                    data[a] += tr;
                    data[a + 1] += ti;
                }
                double nextR = wr + (wr * cm1 - wi * s);
                wi = wi + (wi * cm1 + wr * s);
                wr = nextR;
            }
        }
    }

    /** Puts element i at the index whose log2(n) bits are i's in reverse order. */
    static void bitReverse(double[] data, int n) {
        int j = 0;
        for (int i = 0; i < n - 1; i++) {
            if (i < j) {
                double tr = data[2 * i];
                double ti = data[2 * i + 1];
                data[2 * i] = data[2 * j];
                data[2 * i + 1] = data[2 * j + 1];
                data[2 * j] = tr;
                data[2 * j + 1] = ti;
            }
            // Add one to j counting from the top bit down.
            int bit = n >> 1;
            while (bit >= 1 && (j & bit) != 0) {
                j ^= bit;
                bit >>= 1;
            }
            j |= bit;
        }
    }
}
