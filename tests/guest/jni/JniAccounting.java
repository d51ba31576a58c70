// wwvm-only
// What a JNI native costs the calling thread (docs/jni.md, "Threads and accounting"): objects it
// makes through JNI count in the thread's MEMORY with the same bytes as in Java; the bytecodes
// of Java methods it calls back count in CPU (twice() is iconst_2 iload_0 imul ireturn: 4 per
// call), its own C code none; the time it spends counts in TIME.
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// expect: ten int[100] made in C: 4240 bytes, in Java: 4240
// expect: a Point made by NewObject: 24 bytes, by new: 24
// expect: ten callbacks of twice: 40 bytecodes more than none, sum 90
// expect: 30 ms spinning in C counted in TIME: true
import ww.Measurement;
import ww.Profiler;
import ww.Resource;

public class JniAccounting {
    static {
        System.loadLibrary("wwjnitest");
    }

    static final class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    static native void makeIntArrays(int count);
    static native Point makePoint(int x, int y);
    static native int callTwice(int times);
    static native void spin(int millis);

    static int twice(int x) {
        return 2 * x;
    }

    static Object sink;

    public static void main(String[] args) {
        makePoint(0, 0);  // loads and initialises Point outside the windows
        callTwice(1);

        Profiler.reset(Resource.MEMORY);
        makeIntArrays(10);
        long inC = Profiler.getCount(Resource.MEMORY).memory();
        Profiler.reset(Resource.MEMORY);
        for (int i = 0; i < 10; i++) {
            sink = new int[100];
        }
        long inJava = Profiler.getCount(Resource.MEMORY).memory();
        System.out.println("ten int[100] made in C: " + inC + " bytes, in Java: " + inJava);

        Profiler.reset(Resource.MEMORY);
        sink = makePoint(1, 2);
        inC = Profiler.getCount(Resource.MEMORY).memory();
        Profiler.reset(Resource.MEMORY);
        sink = new Point(1, 2);
        inJava = Profiler.getCount(Resource.MEMORY).memory();
        System.out.println("a Point made by NewObject: " + inC + " bytes, by new: " + inJava);

        Profiler.reset(Resource.CPU);
        callTwice(0);
        Measurement none = Profiler.getCount(Resource.CPU);
        Profiler.reset(Resource.CPU);
        int sum = callTwice(10);
        Measurement ten = Profiler.getCount(Resource.CPU);
        System.out.println("ten callbacks of twice: " + (ten.cpu() - none.cpu()) + " bytecodes more than none, sum "
                + sum);

        Profiler.reset(Resource.TIME);
        spin(30);
        Measurement spent = Profiler.getCount(Resource.TIME);
        System.out.println("30 ms spinning in C counted in TIME: " + (spent.time() >= 30000));
    }
}
