import java.util.Random;

import ww.Action;
import ww.Measurement;
import ww.Parameter;
import ww.Prediction;
import ww.Predictor;
import ww.Profiler;
import ww.Resource;
import ww.ResourceShortageException;
import ww.Scheduler;
import ww.Strategy;

/**
 * The Weight-Watcher paper's Fig. 1 loop on the MST action (examples/Mst.java): the action is
 * defined once; before each run the predictor is asked what the run will cost, the scheduler
 * decides whether it may run, and after the run the profiler's measurement goes back to the
 * predictor. One line per run: n, then for CPU (bytecodes) and MEMORY (bytes) the prediction,
 * the measurement and the error 100 * |predicted - measured| / measured.
 *
 * A CPU budget makes the scheduler refuse the largest graphs once their cost is known: a run
 * with no prediction yet is not refused, since nothing is known against it.
 *
 *   build/bin/wwvm -cp build/examples PredictMst [runs] [seed]      (defaults: 12 runs, seed 1)
 */
public class PredictMst {
    static final int PROFILE = Resource.CPU | Resource.MEMORY;

    /**
     * The CPU budget, in bytecodes. Over 10,000 graphs (MstExperiment, seed 1) a run cost 9,181
     * to 9,747 bytecodes at n = 10, 17,891 to 18,925 at n = 14 and 20,652 to 21,935 at n = 15:
     * the weights move the cost by about 1% around n * n * 94. 20,000 lies between the dearest
     * n = 14 and the cheapest n = 15, so once an n = 15 run has been measured every later
     * n = 15 run is predicted above the budget and refused, and every smaller graph runs.
     */
    static final double CPU_BUDGET = 20000;

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;

        // n in [10..20] with k = 10: one interval per value of n (delta 1), and the global
        // average, the paper's most accurate strategy, in each interval.
        Action action = Predictor.define("mst", PROFILE, Strategy.GLOBAL_AVERAGE,
                Parameter.range("n", 10, 20, 10));
        Scheduler.setBudget(Resource.CPU, CPU_BUDGET);

        System.out.println("MST action, n uniform in [10..15], CPU budget " + (long) CPU_BUDGET
                + " bytecodes (" + runs + " runs, seed " + seed + ")");
        System.out.println(String.format("%3s %3s | %-26s %8s %7s | %-26s %8s %7s", "run", "n",
                "CPU predicted (bytecodes)", "measured", "error", "MEMORY predicted (bytes)", "measured",
                "error"));
        Random rnd = new Random(seed);
        int refused = 0;
        for (int run = 1; run <= runs; run++) {
            int n = 10 + rnd.nextInt(6);
            Prediction p = action.query(n);
            try {
                Scheduler.canExecute(p);
            } catch (ResourceShortageException e) {
                refused++;
                System.out.println(String.format("%3d %3d | refused: %s", run, n, e));
                continue;
            }
            Profiler.reset(PROFILE);
            Mst.compute(n, rnd);
            Measurement m = Profiler.getCount(PROFILE);
            action.update(m, n);
            System.out.println(String.format("%3d %3d | %s | %s", run, n, columns(p, m, Resource.CPU),
                    columns(p, m, Resource.MEMORY)));
        }
        System.out.println(refused + " of " + runs + " runs refused by the scheduler");
    }

    /** Prediction, measurement and error of one resource, as three aligned columns. */
    static String columns(Prediction p, Measurement m, int resource) {
        long measured = m.get(resource);
        if (!p.has(resource)) {
            return String.format("%-26s %8d %7s", "no prediction yet", measured, "-");
        }
        double predicted = p.get(resource);
        double error = 100 * Math.abs(predicted - measured) / measured;
        return String.format("%-26.1f %8d %6.2f%%", predicted, measured, error);
    }
}
