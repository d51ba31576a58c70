// wwvm-only
// wwvm-args: -XX:+WhiteBox
// Allocations the VM makes on a thread's behalf are charged to that thread,
// in the same terms as docs/object-layout.md's table: exceptions the VM
// throws (the object, its message String and its backtrace long[]), every
// array of a multianewarray, Strings built by natives, clones. Class mirrors
// go to the VM's account instead (docs/accounting.md). Thin locks and
// identity hashes allocate nothing.
import wwtest.WhiteBox;

class TcMirrored {
}

class TcNamed {
}

class TcStatics {
    static int[] table = new int[10];
    int a;
}

public class TallyCharges {
    static Object sink;
    static int intSink;

    static long ceil(long a, long b) {
        return (a + b - 1) / b;
    }

    // What the table predicts for a String of n chars made by the VM.
    static long string(int n) {
        return 56 + 8 * ceil(n, 4);
    }

    // Throwable's five reference fields: 16 + 5 * 8.
    static final long THROWABLE = 56;

    // The backtrace of an exception made d frames deep: long[d].
    static long backtrace(int d) {
        return 24 + 8L * d;
    }

    // ---- exceptions the VM throws ----

    static Throwable caught;

    // Frames recorded: divideTally, main.
    static long divideTally(int zero) {
        long before = WhiteBox.bytesAllocated();
        try {
            intSink = 1 / zero;
        } catch (ArithmeticException e) {
            long after = WhiteBox.bytesAllocated();
            caught = e;
            return after - before;
        }
        return -1;
    }

    static long nullTally(Object nothing) {
        long before = WhiteBox.bytesAllocated();
        try {
            intSink = nothing.hashCode();
        } catch (NullPointerException e) {
            long after = WhiteBox.bytesAllocated();
            caught = e;
            return after - before;
        }
        return -1;
    }

    static long negativeSizeTally(int n) {
        long before = WhiteBox.bytesAllocated();
        try {
            sink = new int[n];
        } catch (NegativeArraySizeException e) {
            long after = WhiteBox.bytesAllocated();
            caught = e;
            return after - before;
        }
        return -1;
    }

    // The same exception made by Java code with a message that already exists.
    static long javaThrowTally(String message) {
        long before = WhiteBox.bytesAllocated();
        try {
            throw new ArithmeticException(message);
        } catch (ArithmeticException e) {
            long after = WhiteBox.bytesAllocated();
            caught = e;
            return after - before;
        }
    }

    // ---- multianewarray ----

    static long multiTally(int kind) {
        long before = WhiteBox.bytesAllocated();
        Object o;
        switch (kind) {
            case 0: o = new int[3][4]; break;
            case 1: o = new long[2][3][5]; break;
            case 2: o = new int[2][3][]; break;
            case 3: o = new int[0][5]; break;
            default: o = new byte[4][0]; break;
        }
        long after = WhiteBox.bytesAllocated();
        sink = o;
        return after - before;
    }

    // ---- Strings made by natives ----

    static long doubleStringTally(double d) {
        long before = WhiteBox.bytesAllocated();
        String s = String.valueOf(d);
        long after = WhiteBox.bytesAllocated();
        sink = s;
        return after - before;
    }

    static long floatStringTally(float f) {
        long before = WhiteBox.bytesAllocated();
        String s = String.valueOf(f);
        long after = WhiteBox.bytesAllocated();
        sink = s;
        return after - before;
    }

    static long nameTally(Class<?> c) {
        long before = WhiteBox.bytesAllocated();
        String s = c.getName();
        long after = WhiteBox.bytesAllocated();
        sink = s;
        return after - before;
    }

    // ---- mirrors, clones, locks, hashes ----

    /** The VM account's growth for an ldc of a class, or -1 if the thread was charged. */
    static long mirrorTally() {
        long threadBefore = WhiteBox.bytesAllocated();
        long before = WhiteBox.vmBytesAllocated();
        Class<?> c = TcMirrored.class;
        long after = WhiteBox.vmBytesAllocated();
        long threadAfter = WhiteBox.bytesAllocated();
        sink = c;
        return threadAfter == threadBefore ? after - before : -1;
    }

    static long cloneTally(int[] a) {
        long before = WhiteBox.bytesAllocated();
        int[] b = a.clone();
        long after = WhiteBox.bytesAllocated();
        sink = b;
        return after - before;
    }

    static long lockAndHashTally(Object o) {
        long before = WhiteBox.bytesAllocated();
        synchronized (o) {
            synchronized (o) {
                intSink = System.identityHashCode(o) + o.hashCode();
            }
        }
        long after = WhiteBox.bytesAllocated();
        return after - before;
    }

    // First use of a class runs its static initialiser on the thread, and what
    // that allocates is charged like anything else: here, an int[10].
    static long firstUseTally() {
        long before = WhiteBox.bytesAllocated();
        TcStatics o = new TcStatics();
        long after = WhiteBox.bytesAllocated();
        sink = o;
        return after - before;
    }

    public static void main(String[] args) {
        long firstUse = firstUseTally();
        long secondUse = firstUseTally();
        System.out.println("first new TcStatics() bytes " + firstUse + " = instance + its <clinit>'s int[10]: "
                + (firstUse == 24 + (24 + 10 * 4)) + "; then " + secondUse);
        // expect: first new TcStatics() bytes 88 = instance + its <clinit>'s int[10]: true; then 24

        // The same holds for the class library: Throwable's initialiser makes two
        // empty arrays, Float's and Double's their TYPE mirror and its name. Have
        // them run now, so that each figure below is only the allocation measured.
        sink = new Throwable();
        sink = String.valueOf(0.25f);
        sink = String.valueOf(0.25);

        // 1/0: ArithmeticException (56) + "/ by zero" (String of 9) + long[2].
        long div = divideTally(0);
        int depth = caught.getStackTrace().length;
        String message = caught.getMessage();
        System.out.println("1/0 charged: " + (div > 0));
        // expect: 1/0 charged: true
        System.out.println("1/0 bytes " + div + ", backtrace frames " + depth + ", message chars " + message.length());
        // expect: 1/0 bytes 176, backtrace frames 2, message chars 9
        System.out.println("1/0 = exception + message + backtrace: "
                + (div == THROWABLE + string(message.length()) + backtrace(depth)));
        // expect: 1/0 = exception + message + backtrace: true
        long again = divideTally(0);
        System.out.println("second 1/0 bytes " + again);
        // expect: second 1/0 bytes 176

        // Made by Java code with an existing message: no message String to pay for.
        long javaThrow = javaThrowTally(message);
        System.out.println("new ArithmeticException(existing) bytes " + javaThrow + ", VM's extra = message: "
                + (div - javaThrow == string(message.length())));
        // expect: new ArithmeticException(existing) bytes 96, VM's extra = message: true

        // A null receiver: NullPointerException without a message.
        long npe = nullTally(null);
        System.out.println("NPE bytes " + npe + " = exception + backtrace: " + (npe == THROWABLE + backtrace(2)));
        // expect: NPE bytes 96 = exception + backtrace: true

        // new int[-1]: NegativeArraySizeException("-1"), and no array.
        long neg = negativeSizeTally(-1);
        System.out.println("new int[-1] bytes " + neg + " = exception + \"-1\" + backtrace: "
                + (neg == THROWABLE + string(2) + backtrace(2)));
        // expect: new int[-1] bytes 160 = exception + "-1" + backtrace: true

        // multianewarray charges the outer array and every inner one.
        long m0 = multiTally(0);
        System.out.println("new int[3][4] bytes " + m0 + " = outer + 3 inner: " + (m0 == (24 + 3 * 8) + 3 * (24 + 4 * 4)));
        // expect: new int[3][4] bytes 168 = outer + 3 inner: true
        long m1 = multiTally(1);
        System.out.println("new long[2][3][5] bytes " + m1 + ": "
                + (m1 == (24 + 2 * 8) + 2 * (24 + 3 * 8) + 6 * (24 + 5 * 8)));
        // expect: new long[2][3][5] bytes 520: true
        long m2 = multiTally(2);
        System.out.println("new int[2][3][] bytes " + m2 + ": " + (m2 == (24 + 2 * 8) + 2 * (24 + 3 * 8)));
        // expect: new int[2][3][] bytes 136: true
        long m3 = multiTally(3);
        System.out.println("new int[0][5] bytes " + m3);
        // expect: new int[0][5] bytes 24
        long m4 = multiTally(4);
        System.out.println("new byte[4][0] bytes " + m4 + ": " + (m4 == (24 + 4 * 8) + 4 * 24));
        // expect: new byte[4][0] bytes 152: true

        // Strings made by natives: String + char[n], as the table says.
        double[] doubles = {3.5, 1.0E10, Math.PI, -0.0, Double.NaN};
        boolean allDoubles = true;
        long pi = 0;
        for (int i = 0; i < doubles.length; i++) {
            long got = doubleStringTally(doubles[i]);
            int n = ((String) sink).length();
            allDoubles &= got == string(n);
            if (i == 2) {
                pi = got;
            }
        }
        System.out.println("String.valueOf(Math.PI) bytes " + pi + ", all doubles String + chars: " + allDoubles);
        // expect: String.valueOf(Math.PI) bytes 96, all doubles String + chars: true
        long f = floatStringTally(1.5f);
        System.out.println("String.valueOf(1.5f) bytes " + f + ": " + (f == string(3)));
        // expect: String.valueOf(1.5f) bytes 64: true

        // Class.getName(): the native's String once, then the cached one.
        Class<?> named = TcNamed.class;
        long firstName = nameTally(named);
        long secondName = nameTally(named);
        System.out.println("getName() bytes " + firstName + " then " + secondName + ": "
                + (firstName == string("TcNamed".length())));
        // expect: getName() bytes 72 then 0: true

        // A class's mirror (a java.lang.Class instance, 40 bytes while Class has two
        // references and a long) is a heap object, charged once to the thread that
        // first asks for it.
        long firstMirror = mirrorTally();
        long secondMirror = mirrorTally();
        System.out.println("mirror booked to the VM once: " + (firstMirror >= 16 && firstMirror % 8 == 0 && secondMirror == 0));
        // expect: mirror booked to the VM once: true

        long clone = cloneTally(new int[5]);
        System.out.println("int[5].clone() bytes " + clone);
        // expect: int[5].clone() bytes 48

        System.out.println("synchronized + identity hash bytes " + lockAndHashTally(new Object()));
        // expect: synchronized + identity hash bytes 0
    }
}
