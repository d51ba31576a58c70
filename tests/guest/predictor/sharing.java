// wwvm-only
// Export and import (the paper's shared initial data), interpolation of never-measured intervals,
// and prediction intervals from the spread.
// expect: exported 4 lines of cells
// expect: imported: every prediction equal true
// expect: imported onto 2 intervals: [0..50) is the average true
// expect: no interpolation at 25: none yet
// expect: interpolated at 25: true, halfway true
// expect: extrapolated at 95: true
// expect: measured at 5 is not interpolated: true
// expect: spread after one run: NaN
// expect: spread after three runs: equal to the hand-worked RMS error true
// expect: interval: low < prediction < high true
import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.io.IOException;
import ww.Action;
import ww.Measurement;
import ww.Parameter;
import ww.Prediction;
import ww.Predictor;
import ww.Profiler;
import ww.Resource;
import ww.Strategy;

public class sharing {
    static int sink;

    static Measurement cost(int rounds) {
        Profiler.reset(Resource.CPU);
        for (int i = 0; i < rounds; i++) {
            sink += i;
        }
        return Profiler.getCount(Resource.CPU);
    }

    public static void main(String[] args) throws IOException {
        Action a = Predictor.define("loop", Resource.CPU, Strategy.GLOBAL_AVERAGE, Parameter.range("n", 0, 100, 10));
        int[] ns = {5, 15, 15, 45, 95};
        for (int n : ns) {
            a.update(cost(n), n);
        }
        // A file of its own: the suite may run this test twice at once (plain and gc-stress).
        File file = new File(System.getProperty("java.io.tmpdir", "/tmp"), "wwvm-sharing-" + System.nanoTime() + ".txt");
        String path = file.getPath();
        a.exportTo(path);
        BufferedReader in = new BufferedReader(new FileReader(path));
        int cellLines = -1;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("cells ")) {
                cellLines = Integer.parseInt(line.substring(6));
            }
        }
        in.close();
        System.out.println("exported " + cellLines + " lines of cells");

        Action b = Predictor.define("loop", Resource.CPU, Strategy.GLOBAL_AVERAGE, Parameter.range("n", 0, 100, 10));
        b.importFrom(path);
        boolean equal = true;
        for (int n = 0; n <= 100; n += 5) {
            Prediction pa = a.query(n);
            Prediction pb = b.query(n);
            equal &= pa.has(Resource.CPU) == pb.has(Resource.CPU)
                    && (!pa.has(Resource.CPU) || pa.get(Resource.CPU) == pb.get(Resource.CPU));
        }
        System.out.println("imported: every prediction equal " + equal);

        Action coarse = Predictor.define("loop", Resource.CPU, Strategy.GLOBAL_AVERAGE, Parameter.range("n", 0, 100, 2));
        coarse.importFrom(path);
        file.delete();
        double average = (cost(5).cpu() + 2 * cost(15).cpu() + cost(45).cpu()) / 4.0;
        System.out.println("imported onto 2 intervals: [0..50) is the average "
                + (Math.abs(coarse.query(10).get(Resource.CPU) - average) < 1e-9 * average));

        Action plain = Predictor.define("plain", Resource.CPU, Strategy.OVERWRITE, Parameter.range("n", 0, 100, 10));
        Action guess = Predictor.definition("guess", Resource.CPU).strategy(Strategy.OVERWRITE)
                .parameter(Parameter.range("n", 0, 100, 10)).interpolate(true).define();
        Measurement low = cost(5);
        Measurement high = cost(45);
        plain.update(low, 5);
        plain.update(high, 45);
        guess.update(low, 5);
        guess.update(high, 45);
        System.out.println("no interpolation at 25: " + (plain.query(25).has(Resource.CPU) ? "predicted" : "none yet"));
        Prediction mid = guess.query(25);
        System.out.println("interpolated at 25: " + mid.isInterpolated(Resource.CPU) + ", halfway "
                + (mid.get(Resource.CPU) == (low.cpu() + high.cpu()) / 2.0));
        double slope = (high.cpu() - low.cpu()) / 40.0;
        System.out.println("extrapolated at 95: " + (Math.abs(guess.query(95).get(Resource.CPU) - (high.cpu() + 50 * slope)) < 1e-9));
        System.out.println("measured at 5 is not interpolated: " + !guess.query(5).isInterpolated(Resource.CPU));

        Action spread = Predictor.definition("spread", Resource.CPU).strategy(Strategy.GLOBAL_AVERAGE)
                .parameter(Parameter.range("n", 0, 100, 1)).spread(true).define();
        double m1 = cost(10).cpu();
        double m2 = cost(30).cpu();
        double m3 = cost(80).cpu();
        spread.update(cost(10), 10);
        System.out.println("spread after one run: " + spread.query(50).spread(Resource.CPU));
        spread.update(cost(30), 30);
        spread.update(cost(80), 80);
        // errors: m2 - m1 against p = m1, m3 - (m1 + m2) / 2 against the average of two
        double e1 = m2 - m1;
        double e2 = m3 - (m1 + m2) / 2;
        double rms = Math.sqrt((e1 * e1 + e2 * e2) / 2);
        Prediction p = spread.query(50);
        System.out.println("spread after three runs: equal to the hand-worked RMS error "
                + (Math.abs(p.spread(Resource.CPU) - rms) < 1e-9 * rms));
        System.out.println("interval: low < prediction < high "
                + (p.low(Resource.CPU) < p.get(Resource.CPU) && p.get(Resource.CPU) < p.high(Resource.CPU)));
    }
}
