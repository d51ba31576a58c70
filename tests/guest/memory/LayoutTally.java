// wwvm-only
// wwvm-args: -XX:+WhiteBox
// Every row of the size table in docs/object-layout.md, checked against the
// allocating thread's tally (WhiteBox.bytesAllocated) for several sizes. Each
// measured region holds the one allocation and nothing else that allocates:
// messages are built only after measuring. A row prints "<row> ok", or the
// first size that disagrees with the formula and both numbers.
import wwtest.WhiteBox;

class LtInts0 {
}

class LtInts1 {
    int a;
}

class LtInts2 {
    int a, b;
}

class LtInts3 {
    int a, b, c;
}

class LtInts4 {
    int a, b, c, d;
}

class LtInts7 {
    int a, b, c, d, e, f, g;
}

// Field layout: a subclass's fields fill its superclass's tail (LtInts1 ends at
// 20, so one more int fits before the 24-byte boundary); a long is 8-aligned.
class LtSubInt extends LtInts1 {
    int b;
}

class LtSubLong extends LtInts1 {
    long b;
}

// Grouping by size: 16 + ref 8 + long 8 + int 4 + short 2 + byte 1 = 39, so 40
// (declared in the worst order, it still packs without holes).
class LtMixed {
    byte b;
    int i;
    short s;
    long j;
    Object r;
}

// Instantiated only inside its measured region: loading, linking and
// initialising it (metadata outside the Java heap) must cost the thread nothing.
class LtFresh {
    int a, b, c;
}

public class LayoutTally {
    static final int[] SIZES = {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33, 100, 1001};

    static Object sink;

    // The row being checked: its first mismatch, if any.
    static boolean failed;
    static String failure;

    static long ceil(long a, long b) {
        return (a + b - 1) / b;
    }

    static long arrayFormula(int elementSize, int x) {
        switch (elementSize) {
            case 1: return 24 + 8 * ceil(x, 8);
            case 2: return 24 + 8 * ceil(x, 4);
            case 4: return 24 + 8 * ceil(x, 2);
            default: return 24 + 8L * x;
        }
    }

    static long stringFormula(int n) {
        return 56 + 8 * ceil(n, 4);
    }

    static void start() {
        failed = false;
        failure = null;
    }

    static void check(long x, long got, long expected) {
        if (!failed && got != expected) {
            failed = true;
            failure = "x=" + x + " got " + got + " expected " + expected;
        }
    }

    static void report(String row) {
        System.out.println(failed ? row + " MISMATCH " + failure : row + " ok");
    }

    // ---- arrays ----

    static long arrayTally(int kind, int x) {
        long before = WhiteBox.bytesAllocated();
        Object o;
        switch (kind) {
            case 0: o = new byte[x]; break;
            case 1: o = new boolean[x]; break;
            case 2: o = new char[x]; break;
            case 3: o = new short[x]; break;
            case 4: o = new int[x]; break;
            case 5: o = new float[x]; break;
            case 6: o = new long[x]; break;
            case 7: o = new double[x]; break;
            case 8: o = new Object[x]; break;
            case 9: o = new String[x]; break;
            default: o = new int[x][]; break;
        }
        long after = WhiteBox.bytesAllocated();
        sink = o;
        return after - before;
    }

    static void arrayRow(String row, int elementSize, int[] kinds) {
        start();
        for (int k = 0; k < kinds.length; k++) {
            for (int i = 0; i < SIZES.length; i++) {
                int x = SIZES[i];
                check(x, arrayTally(kinds[k], x), arrayFormula(elementSize, x));
            }
        }
        report(row);
    }

    // ---- plain objects ----

    static long objectTally(int n) {
        long before = WhiteBox.bytesAllocated();
        Object o;
        switch (n) {
            case 0: o = new LtInts0(); break;
            case 1: o = new LtInts1(); break;
            case 2: o = new LtInts2(); break;
            case 3: o = new LtInts3(); break;
            case 4: o = new LtInts4(); break;
            case 7: o = new LtInts7(); break;
            case 101: o = new LtSubInt(); break;
            case 102: o = new LtSubLong(); break;
            case 103: o = new LtMixed(); break;
            default: o = new LtFresh(); break;
        }
        long after = WhiteBox.bytesAllocated();
        sink = o;
        return after - before;
    }

    // ---- strings ----

    // Each literal appears once in this class and nowhere in the class library,
    // so its first ldc creates (and interns) it; later ones find it. The bytes
    // go to the VM's account, not the thread's (docs/accounting.md): this
    // returns the VM's growth, and checks that the thread was charged nothing.
    static long literalTally(int which) {
        long threadBefore = WhiteBox.bytesAllocated();
        long before = WhiteBox.vmBytesAllocated();
        String s;
        switch (which) {
            case 0: s = "\u00e6"; break;
            case 1: s = "q\u00e6"; break;
            case 2: s = "qz\u00e6"; break;
            case 3: s = "qzx\u00e6"; break;
            case 4: s = "qzxw\u00e6"; break;
            case 5: s = "qzxwvuts\u00e6"; break;
            default: s = "qzxwvutsrponmlkj\u00e6"; break;
        }
        long after = WhiteBox.vmBytesAllocated();
        long threadAfter = WhiteBox.bytesAllocated();
        sink = s;
        return threadAfter == threadBefore ? after - before : -1;
    }

    static long newStringTally(char[] chars) {
        long before = WhiteBox.bytesAllocated();
        String s = new String(chars);
        long after = WhiteBox.bytesAllocated();
        sink = s;
        return after - before;
    }

    static long rangeStringTally(char[] chars, int offset, int count) {
        long before = WhiteBox.bytesAllocated();
        String s = new String(chars, offset, count);
        long after = WhiteBox.bytesAllocated();
        sink = s;
        return after - before;
    }

    static long emptyStringTally() {
        long before = WhiteBox.bytesAllocated();
        String s = new String();
        long after = WhiteBox.bytesAllocated();
        sink = s;
        return after - before;
    }

    static long copyStringTally(String original) {
        long before = WhiteBox.bytesAllocated();
        String s = new String(original);
        long after = WhiteBox.bytesAllocated();
        sink = s;
        return after - before;
    }

    static long builderToStringTally(StringBuilder sb) {
        long before = WhiteBox.bytesAllocated();
        String s = sb.toString();
        long after = WhiteBox.bytesAllocated();
        sink = s;
        return after - before;
    }

    static long substringTally(String s, int begin) {
        long before = WhiteBox.bytesAllocated();
        String t = s.substring(begin);
        long after = WhiteBox.bytesAllocated();
        sink = t;
        return after - before;
    }

    static long concatTally(String a, String b) {
        long before = WhiteBox.bytesAllocated();
        String t = a.concat(b);
        long after = WhiteBox.bytesAllocated();
        sink = t;
        return after - before;
    }

    // javac (target 8) compiles a + b to new StringBuilder().append(a).append(b).toString().
    static long plusTally(String a, String b) {
        long before = WhiteBox.bytesAllocated();
        String t = a + b;
        long after = WhiteBox.bytesAllocated();
        sink = t;
        return after - before;
    }

    static long valueOfCharTally(char c) {
        long before = WhiteBox.bytesAllocated();
        String t = String.valueOf(c);
        long after = WhiteBox.bytesAllocated();
        sink = t;
        return after - before;
    }

    static long intToStringTally(int i) {
        long before = WhiteBox.bytesAllocated();
        String t = Integer.toString(i);
        long after = WhiteBox.bytesAllocated();
        sink = t;
        return after - before;
    }

    // ---- builders ----

    static long newBuilderTally() {
        long before = WhiteBox.bytesAllocated();
        StringBuilder sb = new StringBuilder();
        long after = WhiteBox.bytesAllocated();
        sink = sb;
        return after - before;
    }

    static long newBufferTally() {
        long before = WhiteBox.bytesAllocated();
        StringBuffer sb = new StringBuffer();
        long after = WhiteBox.bytesAllocated();
        sink = sb;
        return after - before;
    }

    static long newBuilderCapacityTally(int capacity) {
        long before = WhiteBox.bytesAllocated();
        StringBuilder sb = new StringBuilder(capacity);
        long after = WhiteBox.bytesAllocated();
        sink = sb;
        return after - before;
    }

    static long newBuilderFromStringTally(String s) {
        long before = WhiteBox.bytesAllocated();
        StringBuilder sb = new StringBuilder(s);
        long after = WhiteBox.bytesAllocated();
        sink = sb;
        return after - before;
    }

    // new StringBuilder() and n single-char appends, all charged.
    static long appendTally(int n) {
        long before = WhiteBox.bytesAllocated();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append('x');
        }
        long after = WhiteBox.bytesAllocated();
        sink = sb;
        return after - before;
    }

    static char[] chars(int n) {
        char[] c = new char[n];
        for (int i = 0; i < n; i++) {
            c[i] = (char) ('a' + i % 26);
        }
        return c;
    }

    public static void main(String[] args) {
        arrayRow("byte[]", 1, new int[] {0});
        // expect: byte[] ok
        arrayRow("boolean[]", 1, new int[] {1});
        // expect: boolean[] ok
        arrayRow("char[]", 2, new int[] {2});
        // expect: char[] ok
        arrayRow("short[]", 2, new int[] {3});
        // expect: short[] ok
        arrayRow("int[]", 4, new int[] {4});
        // expect: int[] ok
        arrayRow("float[]", 4, new int[] {5});
        // expect: float[] ok
        arrayRow("long[]", 8, new int[] {6});
        // expect: long[] ok
        arrayRow("double[]", 8, new int[] {7});
        // expect: double[] ok
        arrayRow("Object[] (and String[], int[][])", 8, new int[] {8, 9, 10});
        // expect: Object[] (and String[], int[][]) ok

        // A class loaded, linked and initialised inside the region: only the instance counts.
        start();
        check(3, objectTally(-1), 16 + 8 * ceil(3, 2));
        report("first new of an unloaded class");
        // expect: first new of an unloaded class ok

        start();
        int[] fieldCounts = {0, 1, 2, 3, 4, 7};
        for (int i = 0; i < fieldCounts.length; i++) {
            int n = fieldCounts[i];
            check(n, objectTally(n), 16 + 8 * ceil(n, 2));
        }
        report("object with n int fields");
        // expect: object with n int fields ok

        start();
        check(101, objectTally(101), 24);
        check(102, objectTally(102), 32);
        check(103, objectTally(103), 40);
        report("field layout examples");
        // expect: field layout examples ok

        // String literal: the first ldc books String + char[n] to the VM's account
        // (the thread is charged nothing); later ones allocate nothing.
        start();
        long[] firstLdc = new long[7];
        long[] againLdc = new long[7];
        for (int w = 0; w < 7; w++) {
            firstLdc[w] = literalTally(w);
            againLdc[w] = literalTally(w);
        }
        for (int w = 0; w < 7; w++) {
            literalTally(w);
            int n = ((String) sink).length();
            check(n, firstLdc[w], stringFormula(n));
            check(n, againLdc[w], 0);
        }
        report("String literal (first ldc; later 0)");
        // expect: String literal (first ldc; later 0) ok

        start();
        for (int i = 0; i < SIZES.length; i++) {
            int n = SIZES[i];
            char[] c = chars(n);
            check(n, newStringTally(c), stringFormula(n));
            char[] wider = chars(n + 6);
            check(n, rangeStringTally(wider, 3, n), stringFormula(n));
        }
        report("new String(char[]), new String(char[], offset, n)");
        // expect: new String(char[]), new String(char[], offset, n) ok

        start();
        for (int i = 0; i < SIZES.length; i++) {
            int n = SIZES[i];
            String s = new String(chars(n));
            check(n, copyStringTally(s), 32);
        }
        check(0, emptyStringTally(), 32);
        report("new String(String), new String()");
        // expect: new String(String), new String() ok

        start();
        for (int i = 0; i < SIZES.length; i++) {
            int n = SIZES[i];
            StringBuilder sb = new StringBuilder(n + 5);
            sb.append(chars(n));
            check(n, builderToStringTally(sb), stringFormula(n));
        }
        report("StringBuilder.toString()");
        // expect: StringBuilder.toString() ok

        start();
        for (int i = 1; i < SIZES.length; i++) {
            int n = SIZES[i];
            String s = new String(chars(n));
            check(n, substringTally(s, 1), stringFormula(n - 1));
            check(n, substringTally(s, 0), 0);
        }
        report("substring");
        // expect: substring ok

        start();
        for (int i = 1; i < SIZES.length; i++) {
            int n = SIZES[i];
            String a = new String(chars(n));
            String b = new String(chars(3));
            check(n, concatTally(a, b), stringFormula(n + 3));
        }
        report("concat");
        // expect: concat ok

        // Within the builder's 16 chars: the builder (88) and the result.
        start();
        for (int n = 0; n <= 16; n += 4) {
            String a = new String(chars(n));
            String b = new String(chars(16 - n));
            check(n, plusTally(a, b), 88 + stringFormula(16));
            check(n, plusTally(b, new String()), 88 + stringFormula(16 - n));
        }
        report("a + b (up to 16 chars)");
        // expect: a + b (up to 16 chars) ok

        start();
        check(1, valueOfCharTally('c'), stringFormula(1));
        int[] ints = {0, 7, -7, 42, 12345, -1000000, Integer.MIN_VALUE};
        for (int i = 0; i < ints.length; i++) {
            int digits = Integer.toString(ints[i]).length();
            check(ints[i], intToStringTally(ints[i]), stringFormula(digits));
        }
        report("String.valueOf(char), Integer.toString");
        // expect: String.valueOf(char), Integer.toString ok

        start();
        check(16, newBuilderTally(), 88);
        check(16, newBufferTally(), 88);
        report("new StringBuilder()");
        // expect: new StringBuilder() ok

        start();
        for (int i = 0; i < SIZES.length; i++) {
            int x = SIZES[i];
            check(x, newBuilderCapacityTally(x), 56 + 8 * ceil(x, 4));
        }
        report("new StringBuilder(x)");
        // expect: new StringBuilder(x) ok

        start();
        for (int i = 0; i < SIZES.length; i++) {
            int n = SIZES[i];
            String s = new String(chars(n));
            check(n, newBuilderFromStringTally(s), 56 + 8 * ceil(n + 16, 4));
        }
        report("new StringBuilder(String)");
        // expect: new StringBuilder(String) ok

        // n appends from new StringBuilder(): k growths, capacity 18*2^k - 2,
        // 16 + 24k + 72*2^k bytes charged in all.
        start();
        int[] appends = {0, 1, 16, 17, 34, 35, 70, 71, 142, 143, 1000};
        for (int i = 0; i < appends.length; i++) {
            int n = appends[i];
            int k = 0;
            while (18 * (1 << k) - 2 < n) {
                k++;
            }
            check(n, appendTally(n), 16 + 24 * k + 72 * (1 << k));
            check(n, ((StringBuilder) sink).capacity(), 18 * (1 << k) - 2);
        }
        report("StringBuilder after n appends");
        // expect: StringBuilder after n appends ok
    }
}
