import java.util.Random;

import ww.Action;
import ww.Measurement;
import ww.Parameter;
import ww.Prediction;
import ww.Predictor;
import ww.Profiler;
import ww.Resource;
import ww.Strategy;

/**
 * The Weight-Watcher paper's prediction experiment (section VI-B, Figures 9 to 11) on wwvm: the
 * MST action (examples/Mst.java) with its number of vertices n as the one parameter, the range
 * [10..20] cut into k intervals, n drawn uniformly from [10..15], the CPU resource. Five actions
 * learn from the same runs: the paper's four combining strategies and the global average with
 * interpolation, which predicts a never-measured interval from measured neighbours.
 *
 * One generator, seeded once, draws every n and every graph, so two runs with the same n build
 * different graphs and cost slightly different amounts, as in the paper (with a fresh generator
 * per n every strategy would reach 0% error once an interval has been seen).
 *
 * Prints CSV, one line per iteration after the header:
 *   iteration,n,measured,os,as,lpf,ga,gai
 * measured is the run's bytecodes; each prediction is the one made before the run, empty when
 * the action had none yet. tools/wwpredict-figures turns these lines into errors and figures.
 *
 *   build/bin/wwvm -cp build/examples MstExperiment 5 30 1      (k, iterations, seed)
 */
public class MstExperiment {
    static final double MIN_N = 10;
    static final double MAX_N = 20;

    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: MstExperiment K ITERATIONS SEED");
            System.exit(2);
        }
        int k = Integer.parseInt(args[0]);
        int iterations = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        if (k < 1 || iterations < 0) {
            System.err.println("MstExperiment: K must be at least 1 and ITERATIONS not negative");
            System.exit(2);
        }

        // One parameter description for all five: each action keeps its own array of cells.
        Parameter n = Parameter.range("n", MIN_N, MAX_N, k);
        Action[] actions = {
            Predictor.define("mst-os", Resource.CPU, Strategy.OVERWRITE, n),
            Predictor.define("mst-as", Resource.CPU, Strategy.ADAPTING, n),
            Predictor.define("mst-lpf", Resource.CPU, Strategy.LOW_PASS, n),
            Predictor.define("mst-ga", Resource.CPU, Strategy.GLOBAL_AVERAGE, n),
            Predictor.definition("mst-gai", Resource.CPU).strategy(Strategy.GLOBAL_AVERAGE)
                    .parameter(n).interpolate(true).define(),
        };
        Prediction[] predictions = new Prediction[actions.length];

        Random rnd = new Random(seed);
        System.out.println("iteration,n,measured,os,as,lpf,ga,gai");
        StringBuilder line = new StringBuilder();
        for (int iteration = 1; iteration <= iterations; iteration++) {
            int vertices = 10 + rnd.nextInt(6);
            for (int a = 0; a < actions.length; a++) {
                predictions[a] = actions[a].query(vertices);
            }
            Profiler.reset(Resource.CPU);
            Mst.compute(vertices, rnd);
            Measurement m = Profiler.getCount(Resource.CPU);
            for (int a = 0; a < actions.length; a++) {
                actions[a].update(m, vertices);
            }

            line.setLength(0);
            line.append(iteration).append(',').append(vertices).append(',').append(m.cpu());
            for (int a = 0; a < actions.length; a++) {
                line.append(',');
                if (predictions[a].has(Resource.CPU)) {
                    line.append(predictions[a].get(Resource.CPU));
                }
            }
            System.out.println(line);
        }
    }
}
