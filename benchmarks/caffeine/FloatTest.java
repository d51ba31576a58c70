// Caffeine Float: double arithmetic on points rotated by small angles about the coordinate
// axes and rotated back. The class is not called Float, which would hide java.lang.Float
// from every class of the default package; the benchmark's name in suite.json is "Float".
// Usage: FloatTest [iterations]  -> checksum, time and score lines (see README.md).
public final class FloatTest {
    static final String NAME = "FloatTest";
    static final int DEFAULT_ITERATIONS = 55000;
    /** Score per (iteration per second); fixed once, see README.md. */
    static final double SCORE_SCALE = 0.1;
    /** Points turned together, and rotations each way per iteration. */
    static final int POINTS = 32;
    static final int TURNS = 16;
    /** The small angle of one rotation, in radians. */
    static final double ANGLE = 0.01;
    /** How far a point may drift from where it started, relative to its distance from 0. */
    static final double DRIFT = 1e-9;

    public static void main(String[] args) {
        int iterations = CaffeineReport.iterations(NAME, args, DEFAULT_ITERATIONS);
        System.out.println("Float: " + iterations + " rounds of " + TURNS + " rotations of " + POINTS
                + " points and back");
        long start = System.nanoTime();
        double check = run(iterations);
        long nanos = System.nanoTime() - start;
        CaffeineReport.finish(String.valueOf(check), nanos, iterations, SCORE_SCALE);
    }

    /**
     * The timed kernel. Iteration i turns every point TURNS times by +ANGLE about axis i mod 3,
     * adding a weighted sum of squares of the coordinates (which the turn changes, unlike the
     * length) after each turn, then turns it TURNS times by -ANGLE. The points are carried on
     * to the next iteration, so rounding accumulates as the test goes; at the end each must be
     * within DRIFT of where it started. Turns keep lengths, so every added term lies between
     * the squared lengths' total and three times it, which bounds the sum. sin and cos are
     * computed once, before the loop. The checksum is the accumulated sum, positive so that a
     * relative comparison across VMs is meaningful.
     */
    static double run(int iterations) {
        double[] x = new double[POINTS];
        double[] y = new double[POINTS];
        double[] z = new double[POINTS];
        double[] x0 = new double[POINTS];
        double[] y0 = new double[POINTS];
        double[] z0 = new double[POINTS];
        int seed = 77;
        for (int p = 0; p < POINTS; p++) {
            seed = seed * 1103515245 + 12345;
            x0[p] = x[p] = ((seed >>> 8) % 2001 - 1000) / 100.0;
            seed = seed * 1103515245 + 12345;
            y0[p] = y[p] = ((seed >>> 8) % 2001 - 1000) / 100.0;
            seed = seed * 1103515245 + 12345;
            z0[p] = z[p] = ((seed >>> 8) % 2001 - 1000) / 100.0;
        }
        double squares = 0.0;
        for (int p = 0; p < POINTS; p++) {
            squares += x0[p] * x0[p] + y0[p] * y0[p] + z0[p] * z0[p];
        }
        double cos = Math.cos(ANGLE);
        double sin = Math.sin(ANGLE);

        double acc = 0.0;
        for (int it = 0; it < iterations; it++) {
            int axis = it % 3;
            // The two coordinates the turn mixes; the third stays put.
            double[] u = axis == 0 ? y : axis == 1 ? z : x;
            double[] v = axis == 0 ? z : axis == 1 ? x : y;
            for (int t = 0; t < TURNS; t++) {
                for (int p = 0; p < POINTS; p++) {
                    double pu = u[p];
                    double pv = v[p];
                    u[p] = pu * cos - pv * sin;
                    v[p] = pu * sin + pv * cos;
                }
                for (int p = 0; p < POINTS; p++) {
                    acc += x[p] * x[p] + 2.0 * y[p] * y[p] + 3.0 * z[p] * z[p];
                }
            }
            for (int t = 0; t < TURNS; t++) {
                for (int p = 0; p < POINTS; p++) {
                    double pu = u[p];
                    double pv = v[p];
                    u[p] = pu * cos + pv * sin;
                    v[p] = pv * cos - pu * sin;
                }
            }
        }

        for (int p = 0; p < POINTS; p++) {
            double dx = x[p] - x0[p];
            double dy = y[p] - y0[p];
            double dz = z[p] - z0[p];
            double len = Math.sqrt(x0[p] * x0[p] + y0[p] * y0[p] + z0[p] * z0[p]);
            double off = Math.sqrt(dx * dx + dy * dy + dz * dz);
            if (!(off <= DRIFT * len)) {
                CaffeineReport.fail(NAME, "point " + p + " drifted " + off + " from where it started ("
                        + len + " from the origin)");
            }
        }
        double terms = (double) iterations * TURNS;
        if (!(acc >= terms * squares * (1 - DRIFT) && acc <= 3 * terms * squares * (1 + DRIFT))) {
            CaffeineReport.fail(NAME, "sum " + acc + " outside [" + terms * squares + ", "
                    + 3 * terms * squares + "]");
        }
        return acc;
    }
}
