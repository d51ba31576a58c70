// What one query + update round trip costs a guest program (docs/predictor-results.md, "Cost"):
// the paper's set-up (the MST action's parameter n over [1..50] in 10 intervals, CPU), one
// query and one update per iteration. Prints the bytecodes and bytes the round trip charges the
// caller (the Profiler's window: only the Java around the free natives), and the wall time per
// round trip over the whole loop.
//
//   build-release/bin/wwvm -cp build-release/benchmarks/kernels PredictorRoundTrip 1000000
import ww.Action;
import ww.Measurement;
import ww.Parameter;
import ww.Prediction;
import ww.Predictor;
import ww.Profiler;
import ww.Resource;
import ww.Strategy;

public class PredictorRoundTrip {
    static Prediction sink;

    public static void main(String[] args) {
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 1000000;
        Strategy[] strategies = {Strategy.OVERWRITE, Strategy.GLOBAL_AVERAGE};
        Profiler.reset(Resource.CPU);
        Measurement m = Profiler.getCount(Resource.CPU);
        for (Strategy s : strategies) {
            Action mst = Predictor.define("mst", Resource.CPU, s, Parameter.range("n", 1, 51, 10));
            for (int n = 1; n <= 50; n++) {
                mst.update(m, n);
            }
            int rp = Resource.CPU | Resource.MEMORY;
            Profiler.reset(rp);
            sink = mst.query(30);
            mst.update(m, 30);
            Measurement one = Profiler.getCount(rp);

            long start = System.nanoTime();
            for (int i = 0; i < iterations; i++) {
                int n = 10 + (i & 31);
                sink = mst.query(n);
                mst.update(m, n);
            }
            long nanos = System.nanoTime() - start;
            System.out.println(s + ": round trip " + one.cpu() + " bytecodes, " + one.memory() + " bytes; "
                    + (nanos / iterations) + " ns each over " + iterations + " (loop included)");
        }
    }
}
