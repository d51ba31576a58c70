// wwvm-only
// Each combining strategy, fed real measurements of a loop whose cost grows with its count:
// the prediction after each update equals what the paper's Fig. 3 computes from the measured
// amounts (worked out here in Java, independently of the VM's library). A cell with no
// measurement says "none yet", never 0.
// expect: OVERWRITE ok after 4 updates
// expect: ADAPTING ok after 4 updates
// expect: LOW_PASS ok after 4 updates
// expect: LOW_PASS(0.5) ok after 4 updates
// expect: GLOBAL_AVERAGE ok after 4 updates
// expect: first query: Prediction[CPU=none yet, MEMORY=none yet]
// expect: has CPU false
// expect: other cell: none yet
// expect: memory per run 72 predicted 72.0
import ww.Action;
import ww.Measurement;
import ww.Parameter;
import ww.Prediction;
import ww.Predictor;
import ww.Profiler;
import ww.Resource;
import ww.Strategy;

public class strategies {
    static int sink;
    static Object keep;

    // A loop of `rounds` iterations.
    static void action(int rounds) {
        int s = 0;
        for (int i = 0; i < rounds; i++) {
            s += i * 3;
        }
        sink = s;
    }

    static Measurement measure(int rounds) {
        Profiler.reset(Resource.CPU | Resource.MEMORY);
        action(rounds);
        keep = new int[12];  // 72 bytes: a 24-byte header and 48 of elements
        return Profiler.getCount(Resource.CPU | Resource.MEMORY);
    }

    static void check(Strategy s, double keepWeight, String label) {
        Action a = Predictor.definition("loop", Resource.CPU | Resource.MEMORY).strategy(s)
                .lowPassWeight(keepWeight).parameter(Parameter.range("n", 0, 10, 1)).define();
        int[] rounds = {10, 30, 20, 70};
        double expected = Double.NaN;
        int updates = 0;
        for (int r : rounds) {
            Measurement m = measure(r);
            double cpu = m.cpu();
            if (updates == 0 || s == Strategy.OVERWRITE) {
                expected = cpu;
            } else if (s == Strategy.ADAPTING) {
                expected = (expected + cpu) / 2;
            } else if (s == Strategy.LOW_PASS) {
                expected = keepWeight * expected + (1 - keepWeight) * cpu;
            } else {
                expected = (expected * updates + cpu) / (updates + 1);
            }
            a.update(m, 5);
            updates++;
            double got = a.query(5).get(Resource.CPU);
            if (Math.abs(got - expected) > 1e-9 * expected) {
                System.out.println(label + ": after " + updates + " updates predicted " + got + ", expected " + expected);
                return;
            }
        }
        System.out.println(label + " ok after " + updates + " updates");
    }

    public static void main(String[] args) {
        check(Strategy.OVERWRITE, 0.8, "OVERWRITE");
        check(Strategy.ADAPTING, 0.8, "ADAPTING");
        check(Strategy.LOW_PASS, 0.8, "LOW_PASS");
        check(Strategy.LOW_PASS, 0.5, "LOW_PASS(0.5)");
        check(Strategy.GLOBAL_AVERAGE, 0.8, "GLOBAL_AVERAGE");

        Action a = Predictor.define("fresh", Resource.CPU | Resource.MEMORY, Strategy.OVERWRITE,
                Parameter.range("n", 0, 100, 10));
        Prediction p = a.query(42);
        System.out.println("first query: " + p);
        System.out.println("has CPU " + p.has(Resource.CPU));
        a.update(measure(3), 42);
        System.out.println("other cell: " + (a.query(55).has(Resource.CPU) ? "predicted" : "none yet"));
        Measurement m = measure(3);
        System.out.println("memory per run " + m.memory() + " predicted " + a.query(42).get(Resource.MEMORY));
    }
}
