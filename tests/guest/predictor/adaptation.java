// wwvm-only
// The paper's example of a value outside its range ([0..500] in 50 intervals, then 512) under
// each adaptation, the bytes each action reports (64 + 32 per parameter + 16 per interval for a
// global average of CPU), and a memory budget that halves the largest action's intervals.
// expect: EXTEND: [0.0..520.0] in 52 intervals, 928 bytes, at 512: large, at 505: none yet, at 5: small
// expect: WIDEN_LAST: [0.0..512.0] in 50 intervals, 896 bytes, at 512: large, at 495: large, at 5: small
// expect: RESCALE: [0.0..550.0] in 50 intervals, 896 bytes, at 512: large, at 510: large, at 505: none yet, at 5: small
// expect: used 2720 bytes
// 2720 > 1500: EXTEND 52 -> 26 (512 bytes), WIDEN_LAST 50 -> 25 (496), RESCALE 50 -> 25 (496),
// 1504 > 1500 still: EXTEND 26 -> 13 (304); 1296 fits.
// expect: budget 1500: EXTEND 13 intervals, WIDEN_LAST 25, RESCALE 25, used 1296
// expect: EXTEND at 5 after merging: small
// expect: budget 0: still 13 intervals
import ww.Action;
import ww.Adaptation;
import ww.Measurement;
import ww.Parameter;
import ww.Prediction;
import ww.Predictor;
import ww.Profiler;
import ww.Resource;
import ww.Strategy;

public class adaptation {
    static int sink;

    static Measurement cost(int rounds) {
        Profiler.reset(Resource.CPU);
        for (int i = 0; i < rounds; i++) {
            sink += i;
        }
        return Profiler.getCount(Resource.CPU);
    }

    public static void main(String[] args) {
        Measurement small = cost(0);
        Measurement large = cost(100);
        double smallCpu = small.cpu();
        double largeCpu = large.cpu();
        Adaptation[] policies = {Adaptation.EXTEND, Adaptation.WIDEN_LAST, Adaptation.RESCALE};
        Action[] actions = new Action[3];
        for (int i = 0; i < 3; i++) {
            Action a = Predictor.define("convert", Resource.CPU, Strategy.GLOBAL_AVERAGE,
                    Parameter.range("length", 0, 500, 50, policies[i]));
            a.update(small, 5);
            a.update(large, 512);
            actions[i] = a;
            StringBuilder line = new StringBuilder().append(policies[i]).append(": [").append(a.min(0))
                    .append("..").append(a.max(0)).append("] in ").append(a.intervals(0)).append(" intervals, ")
                    .append(a.bytes()).append(" bytes");
            int[] probes = policies[i] == Adaptation.EXTEND ? new int[] {512, 505, 5}
                    : policies[i] == Adaptation.WIDEN_LAST ? new int[] {512, 495, 5} : new int[] {512, 510, 505, 5};
            for (int v : probes) {
                line.append(", at ").append(v).append(": ").append(which(a.query(v), smallCpu, largeCpu));
            }
            System.out.println(line);
        }
        System.out.println("used " + Predictor.memoryUsed() + " bytes");
        Predictor.setMemoryBudget(1500);
        System.out.println("budget 1500: EXTEND " + actions[0].intervals(0) + " intervals, WIDEN_LAST "
                + actions[1].intervals(0) + ", RESCALE " + actions[2].intervals(0) + ", used " + Predictor.memoryUsed());
        System.out.println("EXTEND at 5 after merging: " + which(actions[0].query(5), smallCpu, largeCpu));
        Predictor.setMemoryBudget(0);
        System.out.println("budget 0: still " + actions[0].intervals(0) + " intervals");
    }

    // Which measurement a prediction is: the small one, the large one, or neither.
    static String which(Prediction p, double small, double large) {
        if (!p.has(Resource.CPU)) {
            return "none yet";
        }
        double v = p.get(Resource.CPU);
        return v == small ? "small" : v == large ? "large" : "other " + v;
    }
}
