// wwvm-only
// Bytecodes and allocations of a static initialiser go to the thread that triggered it, inside
// its window. First use of Table runs Table.<clinit>: bipush 100, newarray int, putstatic,
// return (4 bytecodes, an int[100] of 24 + 400 = 424 bytes), then the statement's own
// getstatic, arraylength and istore.
// A second window over the same statement holds only getstatic, arraylength and istore.
// expect: first: Measurement[CPU=7 bytecodes, MEMORY=424 bytes]
// expect: again: Measurement[CPU=3 bytecodes, MEMORY=0 bytes]
// expect: length 100
import ww.Measurement;
import ww.Profiler;
import ww.Resource;

public class clinit_charged {
    static final class Table {
        static int[] cells = new int[100];
    }

    public static void main(String[] args) {
        int rp = Resource.CPU | Resource.MEMORY;
        Profiler.reset(rp);
        int length = Table.cells.length;
        Measurement first = Profiler.getCount(rp);
        Profiler.reset(rp);
        length = Table.cells.length;
        Measurement again = Profiler.getCount(rp);
        System.out.println("first: " + first);
        System.out.println("again: " + again);
        System.out.println("length " + length);
    }
}
