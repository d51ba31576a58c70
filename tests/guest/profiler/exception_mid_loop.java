// wwvm-only
// An exception thrown in the middle of a loop body: the instructions before the throw count,
// the throwing iastore counts once, the rest of the body does not, the handler's do, and so do
// the bytecodes of the exception's constructors, which the VM runs to build it.
// After the snapshot: astore s; iconst_0 istore i; iterations 0..4 each run the test
// (iload i, bipush 10, if_icmpge), the body (aload a, iload i, iload i, iastore), iinc and goto;
// iteration 5 runs the test and the body up to its throwing iastore; the handler runs
// astore e and iinc caught 1: 1 + 2 + 5 * 9 + 7 + 2 = 57 bytecodes besides the constructors.
// The constructors' cost is measured by building one explicitly: that window also holds
// astore s, new, dup, ldc, invokespecial and astore o (6 bytecodes).
// expect: loop without the constructors: 57
// expect: iastore=6 if_icmpge=6 iinc=6 goto=5
// expect: caught=1 a[4]=4
import ww.Profiler;
import ww.Resource;
import ww.Snapshot;

public class exception_mid_loop {
    static Object keep;

    public static void main(String[] args) {
        long constructors = 0;
        for (int round = 0; round < 2; round++) {  // the first round also initialises classes
            Snapshot s = Profiler.snapshot();
            Object o = new ArrayIndexOutOfBoundsException("Index 5 out of bounds for length 5");
            constructors = Profiler.since(s, Resource.CPU).cpu() - 6;
            keep = o;
        }
        int[] a = new int[5];
        int caught = 0;
        int i;
        Snapshot s = Profiler.snapshot();
        try {
            for (i = 0; i < 10; i++) {
                a[i] = i;
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            caught++;
        }
        long[] ops = Profiler.opcodeCountsSince(s);
        long cpu = 0;
        for (int op = 0; op < 256; op++) {
            cpu += ops[op];
        }
        System.out.println("loop without the constructors: " + (cpu - constructors));
        System.out.println("iastore=" + ops[0x4f] + " if_icmpge=" + ops[0xa2] + " iinc=" + ops[0x84]
                + " goto=" + ops[0xa7]);
        System.out.println("caught=" + caught + " a[4]=" + a[4]);
    }
}
