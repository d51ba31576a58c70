// Micro-benchmark: method calls. Subs call static, instance, final, synchronized, other
// classes' and interface methods, with and without arguments, four calls per iteration.
// Each callee does one small step on a counter (its own field, or the value it is passed),
// and the counters go into the checksum.
// Usage: Method [N]   (iterations per sub-measurement)
public final class Method {
    static final int DEFAULT_N = 480000;
    static final int OPS_PER_ITERATION = 4;

    static int staticCount;
    int count;

    /** Another class: its static and instance methods are the "other class" calls. */
    static class Other {
        static int staticCount;
        int count;

        static void bumpStatic() {
            staticCount++;
        }

        int step(int x) {
            count += x;
            return count;
        }
    }

    /** Overrides step, so a call through an Other reference is a real virtual dispatch. */
    static final class OtherChild extends Other {
        int step(int x) {
            count += x + 1;
            return count;
        }
    }

    interface Stepper {
        int step(int x);
    }

    static final class StepperImpl implements Stepper {
        int count;

        public int step(int x) {
            count ^= x;
            return count;
        }
    }

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "Method", "N");
        System.out.println("Method: " + n + " iterations of " + OPS_PER_ITERATION + " calls per sub");
        GrandeReport.Rates rates = new GrandeReport.Rates("Method");
        double ops = (double) n * OPS_PER_ITERATION;
        Method self = new Method();
        long sum = 0;
        long t;

        t = System.nanoTime();
        sum = mix(sum, staticNoArgs(n));
        rates.add("Static:NoArgs", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, staticArgs(n));
        rates.add("Static:Args", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, self.instanceNoArgs(n));
        rates.add("Instance:NoArgs", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, self.instanceArgs(n));
        rates.add("Instance:Args", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, self.finalCalls(n));
        rates.add("Final:Args", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, self.privateCalls(n));
        rates.add("Private:Args", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, synchronizedStaticCalls(n));
        rates.add("Synchronized:Static", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, self.synchronizedInstanceCalls(n));
        rates.add("Synchronized:Instance", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, otherStatic(n));
        rates.add("Other:Static", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, otherInstance(n, new Other()));
        rates.add("Other:Instance", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, otherInstance(n, new OtherChild()));
        rates.add("Other:Virtual", ops, System.nanoTime() - t, "calls");
        t = System.nanoTime();
        sum = mix(sum, interfaceCalls(n, new StepperImpl()));
        rates.add("Interface:Args", ops, System.nanoTime() - t, "calls");

        rates.finish(String.valueOf(sum));
    }

    static long mix(long sum, long value) {
        return sum * 31 + value;
    }

    static void bump() {
        staticCount++;
    }

    static int add(int a, int b, int c) {
        return a + b - c;
    }

    void bumpField() {
        count++;
    }

    int stepField(int x, int y) {
        count += x - y;
        return count;
    }

    final int stepFinal(int x, int y) {
        count ^= x + y;
        return count;
    }

    private int stepPrivate(int x, int y) {
        count += x * y;
        return count;
    }

    static synchronized void bumpSynchronized() {
        staticCount += 3;
    }

    synchronized int stepSynchronized(int x) {
        count -= x;
        return count;
    }

    static long staticNoArgs(int n) {
        staticCount = 0;
        for (int i = 0; i < n; i++) {
            bump();
            bump();
            bump();
            bump();
        }
        return staticCount;
    }

    static long staticArgs(int n) {
        int v = 0;
        for (int i = 0; i < n; i++) {
            v = add(v, i, 1);
            v = add(v, 2, i);
            v = add(v, i, 3);
            v = add(v, 4, i);
        }
        return v;
    }

    long instanceNoArgs(int n) {
        count = 0;
        for (int i = 0; i < n; i++) {
            bumpField();
            bumpField();
            bumpField();
            bumpField();
        }
        return count;
    }

    long instanceArgs(int n) {
        count = 0;
        for (int i = 0; i < n; i++) {
            stepField(i, 1);
            stepField(2, i);
            stepField(i, 3);
            stepField(i, 2);
        }
        return count;
    }

    long finalCalls(int n) {
        count = 0;
        for (int i = 0; i < n; i++) {
            stepFinal(i, 1);
            stepFinal(2, i);
            stepFinal(i, 3);
            stepFinal(i, 5);
        }
        return count;
    }

    long privateCalls(int n) {
        count = 0;
        for (int i = 0; i < n; i++) {
            stepPrivate(i, 1);
            stepPrivate(2, i);
            stepPrivate(i, -3);
            stepPrivate(-1, i);
        }
        return count;
    }

    static long synchronizedStaticCalls(int n) {
        staticCount = 0;
        for (int i = 0; i < n; i++) {
            bumpSynchronized();
            bumpSynchronized();
            bumpSynchronized();
            bumpSynchronized();
        }
        return staticCount;
    }

    long synchronizedInstanceCalls(int n) {
        count = 0;
        for (int i = 0; i < n; i++) {
            stepSynchronized(i);
            stepSynchronized(1);
            stepSynchronized(-i);
            stepSynchronized(2);
        }
        return count;
    }

    static long otherStatic(int n) {
        Other.staticCount = 0;
        for (int i = 0; i < n; i++) {
            Other.bumpStatic();
            Other.bumpStatic();
            Other.bumpStatic();
            Other.bumpStatic();
        }
        return Other.staticCount;
    }

    static long otherInstance(int n, Other o) {
        for (int i = 0; i < n; i++) {
            o.step(i);
            o.step(1);
            o.step(-2);
            o.step(i & 7);
        }
        return o.count;
    }

    static long interfaceCalls(int n, Stepper s) {
        int last = 0;
        for (int i = 0; i < n; i++) {
            s.step(i);
            s.step(3);
            s.step(i >> 2);
            last = s.step(7);
        }
        return last;
    }
}
