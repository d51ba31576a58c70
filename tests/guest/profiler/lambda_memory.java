// wwvm-only
// What lambdas cost in memory once their call sites are linked (each method runs once with
// n = 1 before its window, so linking, class generation and initialisation are outside). A
// non-capturing lambda and a non-capturing method reference hand out one object from their
// linked call site: 10,000 evaluations of the invokedynamic inside the loop and 10,000 calls
// allocate nothing. A capturing lambda is a new object at every evaluation, a plain object whose
// fields are the captured values (docs/object-layout.md): one int, 16 + 4 rounded to 24 bytes;
// a reference and a long, 16 + 8 + 8 = 32 bytes; a bound method reference captures its receiver,
// one reference, 24 bytes. Calling the lambdas allocates nothing.
// expect: non-capturing lambda: result 10000, bytes 0
// expect: non-capturing method reference: result 50005000, bytes 0
// expect: capturing an int: result 49995000, bytes 240000 (24 per object)
// expect: capturing a reference and a long: result 49995000, bytes 320000 (32 per object)
// expect: bound method reference: result 50000, bytes 240000 (24 per object)
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.LongSupplier;
import ww.Profiler;
import ww.Resource;

public class lambda_memory {
    static final int N = 10000;

    static int nonCapturing(int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            IntUnaryOperator inc = x -> x + 1;
            sum = inc.applyAsInt(sum);
        }
        return sum;
    }

    static int nonCapturingReference(int n) {
        int sum = 0;
        for (int i = 1; i <= n; i++) {
            IntUnaryOperator abs = Math::abs;
            sum += abs.applyAsInt(-i);
        }
        return sum;
    }

    static int capturingInt(int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            int k = i;
            IntSupplier s = () -> k;
            sum += s.getAsInt();
        }
        return sum;
    }

    static long capturingReferenceAndLong(int n, Object o) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            long big = i;
            LongSupplier s = () -> o == null ? -1 : big;
            sum += s.getAsLong();
        }
        return sum;
    }

    static int boundReference(int n, String str) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            IntSupplier len = str::length;
            sum += len.getAsInt();
        }
        return sum;
    }

    static void show(String what, long result, long bytes, boolean perObject) {
        System.out.println(what + ": result " + result + ", bytes " + bytes
                + (perObject ? " (" + bytes / N + " per object)" : ""));
    }

    public static void main(String[] args) {
        int rp = Resource.MEMORY;
        String five = "fives";
        Object some = five;
        nonCapturing(1);
        nonCapturingReference(1);
        capturingInt(1);
        capturingReferenceAndLong(1, some);
        boundReference(1, five);

        Profiler.reset(rp);
        int r1 = nonCapturing(N);
        long b1 = Profiler.getCount(rp).memory();
        Profiler.reset(rp);
        int r2 = nonCapturingReference(N);
        long b2 = Profiler.getCount(rp).memory();
        Profiler.reset(rp);
        int r3 = capturingInt(N);
        long b3 = Profiler.getCount(rp).memory();
        Profiler.reset(rp);
        long r4 = capturingReferenceAndLong(N, some);
        long b4 = Profiler.getCount(rp).memory();
        Profiler.reset(rp);
        int r5 = boundReference(N, five);
        long b5 = Profiler.getCount(rp).memory();

        show("non-capturing lambda", r1, b1, false);
        show("non-capturing method reference", r2, b2, false);
        show("capturing an int", r3, b3, true);
        show("capturing a reference and a long", r4, b4, true);
        show("bound method reference", r5, b5, true);
    }
}
