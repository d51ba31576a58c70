// wwvm-only
// A measurement window with nothing in it measures exactly nothing: the calls into ww.Profiler,
// the loads of their arguments and the objects they return are free (docs/accounting.md).
// Nested: the inner window is empty; the outer one holds only the stores of what the inner
// calls returned.
// expect: alone: Measurement[CPU=0 bytecodes, MEMORY=0 bytes]
// expect: opcodes after reset: 0
// expect: snapshot form: Measurement[CPU=0 bytecodes, MEMORY=0 bytes]
// expect: inner: Measurement[CPU=0 bytecodes, MEMORY=0 bytes]
// expect: outer: Measurement[CPU=2 bytecodes, MEMORY=0 bytes]
// expect: reset inside outer: Measurement[CPU=0 bytecodes, MEMORY=0 bytes]
// expect: outer after reset: Measurement[CPU=2 bytecodes, MEMORY=0 bytes]
import ww.Measurement;
import ww.Profiler;
import ww.Resource;
import ww.Snapshot;

public class window_zero {
    static final int RP = Resource.CPU | Resource.MEMORY;

    public static void main(String[] args) {
        int rp = RP;
        Profiler.reset(rp);
        Measurement m = Profiler.getCount(rp);
        System.out.println("alone: " + m);

        Profiler.reset(Resource.CPU);
        long[] ops = Profiler.getOpcodeCounts();
        long total = 0;
        for (int i = 0; i < ops.length; i++) {
            total += ops[i];
        }
        System.out.println("opcodes after reset: " + total);

        System.out.println("snapshot form: " + Profiler.since(Profiler.snapshot(), rp));

        // outer window: astore outer (after it was taken), astore inner: 2 bytecodes
        Snapshot outer = Profiler.snapshot();
        Measurement inner = Profiler.since(Profiler.snapshot(), rp);
        Measurement whole = Profiler.since(outer, rp);
        System.out.println("inner: " + inner);
        System.out.println("outer: " + whole);

        // a reset/getCount pair inside an outer window adds only the stores of around and of its result
        Snapshot around = Profiler.snapshot();
        Profiler.reset(rp);
        Measurement pair = Profiler.getCount(rp);
        Measurement aroundPair = Profiler.since(around, rp);
        System.out.println("reset inside outer: " + pair);
        System.out.println("outer after reset: " + aroundPair);
    }
}
