// wwvm-only
// Windows that open or close inside a callee, and exceptions that leave a caller's block in
// the middle. A caller's block runs on after a call returns, and was counted when it was
// entered: what it has counted ahead must not be in a window (docs/interpreter.md, "Counted
// ahead"). Counts worked out from javac's code:
// - opened in open(), closed in close(): open's return, then iconst_5 istore_1 iinc, then the
//   invokestatic of close: 5.
// - a callee throws, caught in the caller: invokestatic thrower, getstatic, athrow (thrower),
//   astore_2 iinc (the handler): 5; the caller's `x++` after the call never ran.
// - closed four calls deep: iconst_3 invokestatic (main), three levels of iload_0 ifne
//   iload_0 iconst_1 isub invokestatic, then iload_0 ifne at depth 0: 2 + 18 + 2 = 22.
// expect: opened and closed in callees: 5
// expect: callee threw: 5 x=8
// expect: closed deep in a callee: 22
import ww.Measurement;
import ww.Profiler;
import ww.Resource;

public class window_across_calls {
    static final RuntimeException FAILURE = new RuntimeException("planned");

    static void open() {
        Profiler.reset(Resource.CPU);
    }

    static Measurement close() {
        return Profiler.getCount(Resource.CPU);
    }

    static void thrower() {
        throw FAILURE;
    }

    static Measurement deep(int n) {
        if (n == 0) {
            return Profiler.getCount(Resource.CPU);
        }
        return deep(n - 1);
    }

    public static void main(String[] args) {
        open();
        int x = 5;
        x++;
        Measurement m = close();
        System.out.println("opened and closed in callees: " + m.cpu());

        Profiler.reset(Resource.CPU);
        try {
            thrower();
            x++;
        } catch (RuntimeException e) {
            x += 2;
        }
        m = Profiler.getCount(Resource.CPU);
        System.out.println("callee threw: " + m.cpu() + " x=" + x);

        Profiler.reset(Resource.CPU);
        m = deep(3);
        System.out.println("closed deep in a callee: " + m.cpu());
    }
}
