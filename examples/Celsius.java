import ww.Measurement;
import ww.Profiler;
import ww.Resource;
import ww.Snapshot;

/**
 * The action of the Weight-Watcher paper's Fig. 2(a): converting an array of
 * Fahrenheit temperatures to Celsius, whose cost grows with the array's
 * length. Measures it with ww.Profiler on arrays of 0, 10, 100, 1000 and 10000
 * elements, and the whole sequence around them with a snapshot, which the
 * inner reset/getCount windows do not disturb.
 *
 *   tools/wwjavac -d build/examples examples/Celsius.java
 *   build/bin/wwvm -cp build/examples Celsius
 */
public class Celsius {
    static int fToCelsius(int f) {
        return (f - 32) * 5 / 9;
    }

    static void convertToCelsius(int[] temp) {
        for (int i = 0; i < temp.length; i++) {
            temp[i] = fToCelsius(temp[i]);
        }
    }

    // Fahrenheit readings from -40 to 159, the same on every run.
    static int[] readings(int size) {
        int[] temp = new int[size];
        for (int i = 0; i < size; i++) {
            temp[i] = (i * 37) % 200 - 40;
        }
        return temp;
    }

    public static void main(String[] args) {
        if (!Profiler.isEnabled()) {
            System.out.println("profiling is off (-Xprofile:off): nothing to measure");
            return;
        }
        int[] sizes = {0, 10, 100, 1000, 10000};
        long[] bytecodes = new long[sizes.length];
        long[] bytes = new long[sizes.length];

        // The outer window: everything below until since(), the arrays' allocation included.
        Snapshot whole = Profiler.snapshot();
        for (int k = 0; k < sizes.length; k++) {
            int[] temp = readings(sizes[k]);
            // The inner window holds the action alone: the Profiler's calls are free, and
            // javac folds CPU | MEMORY into one constant, a plain push, free too.
            Profiler.reset(Resource.CPU | Resource.MEMORY);
            convertToCelsius(temp);
            Measurement m = Profiler.getCount(Resource.CPU | Resource.MEMORY);
            bytecodes[k] = m.cpu();
            bytes[k] = m.memory();
        }
        Measurement all = Profiler.since(whole, Resource.CPU | Resource.MEMORY);

        // Why the cost per element is one constant. The window of size 0 holds what does not
        // depend on the length, 9 bytecodes: pushing temp and calling convertToCelsius
        // (aload, invokestatic), i = 0 (iconst_0, istore_1), the one loop test that fails
        // (iload_1, aload_0, arraylength, if_icmpge) and return. Each element adds the same
        // 21: a loop test that passes (4), the body (aload_0, iload_1, aload_0, iload_1,
        // iaload, invokestatic, iastore: 7), iinc and goto (2), and fToCelsius's 8 (iload_0,
        // bipush, isub, iconst_5, imul, bipush, idiv, ireturn). No instruction depends on the
        // values converted, and wwvm counts JVMS instructions, not time, so caches, the
        // scheduler or a JIT cannot change them: the cost is 9 + 21 * length, the paper's
        // "directly proportional to temp.length", and a predictor learns it from one run.
        // Nothing is allocated: the action converts in place.
        long fixed = bytecodes[0];
        System.out.println("convertToCelsius(temp): CPU and MEMORY by array size");
        System.out.println("size 0: " + fixed + " bytecodes, " + bytes[0] + " bytes (the fixed part)");
        for (int k = 1; k < sizes.length; k++) {
            long perElement = (bytecodes[k] - fixed) / sizes[k];
            String exact = (bytecodes[k] - fixed) % sizes[k] == 0 ? "" : " (not exact!)";
            System.out.println("size " + sizes[k] + ": " + bytecodes[k] + " bytecodes, " + bytes[k]
                    + " bytes, " + perElement + " bytecodes per element" + exact);
        }
        long inner = 0;
        for (int k = 0; k < sizes.length; k++) {
            inner += bytecodes[k];
        }
        // The snapshot's window holds the inner windows and the work around them: filling
        // the arrays (the int[] bytes) and storing the results.
        System.out.println("whole sequence (snapshot/since): " + all.cpu() + " bytecodes, " + all.memory()
                + " bytes; the conversions alone: " + inner + " bytecodes");
    }
}
