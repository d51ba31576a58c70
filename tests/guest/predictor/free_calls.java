// wwvm-only
// Querying and updating are free natives: a window around them holds only the Java around the
// calls (the wrappers in ww.Action), and none of the memory the predictor uses or the
// Prediction objects it returns.
// The caller's aload, ldc2_w, invokevirtual and putstatic (not for update), and the wrapper's
// aload_0, getfield and return: the native's invoke and the plain pushes before it are free.
// expect: query: 7 bytecodes, 0 bytes
// expect: update: 7 bytecodes, 0 bytes
// Plus the varargs array: iconst_2, newarray, and dup, index, value, dastore for each value.
// expect: query with two values: 16 bytecodes, 40 bytes
import ww.Action;
import ww.Measurement;
import ww.Parameter;
import ww.Prediction;
import ww.Predictor;
import ww.Profiler;
import ww.Resource;
import ww.Strategy;

public class free_calls {
    static Prediction kept;

    public static void main(String[] args) {
        int rp = Resource.CPU | Resource.MEMORY;
        Action a = Predictor.define("a", rp, Strategy.GLOBAL_AVERAGE, Parameter.range("n", 0, 100, 10));
        Action b = Predictor.define("b", rp, Strategy.GLOBAL_AVERAGE, Parameter.range("n", 0, 100, 10),
                Parameter.flag("f"));
        Profiler.reset(rp);
        Measurement m = Profiler.getCount(rp);
        a.update(m, 1);

        Profiler.reset(rp);
        kept = a.query(7);
        Measurement q = Profiler.getCount(rp);
        System.out.println("query: " + q.cpu() + " bytecodes, " + q.memory() + " bytes");

        Profiler.reset(rp);
        a.update(m, 7);
        Measurement u = Profiler.getCount(rp);
        System.out.println("update: " + u.cpu() + " bytecodes, " + u.memory() + " bytes");

        // The varargs array is the caller's: a 24-byte header and 2 * 8 bytes.
        Profiler.reset(rp);
        kept = b.query(7, 1);
        Measurement v = Profiler.getCount(rp);
        System.out.println("query with two values: " + v.cpu() + " bytecodes, " + v.memory() + " bytes");
    }
}
