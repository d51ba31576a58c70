// Superinstructions: an array load whose index is an int local (iload; xaload) for every array
// kind. A null array or an index out of bounds faults at the xaload, caught by a handler in the
// same method and in a caller: the exception's class, message and the line of its first stack
// frame must be the JDK's. (main, with the expectations, comes last so that they do not move
// the lines the faults report.)
public class fused_array_loads {
    static String describe(Throwable e) {
        StackTraceElement top = e.getStackTrace()[0];
        return e.getClass().getName() + ": " + e.getMessage() + " at " + top.getMethodName() + ":" + top.getLineNumber();
    }

    // Loads of every kind with the index in slot 1 and in a slot beyond 3: ILOAD_IALOAD
    // ILOAD_LALOAD ILOAD_FALOAD ILOAD_DALOAD ILOAD_AALOAD ILOAD_BALOAD (byte[] and boolean[])
    // ILOAD_CALOAD ILOAD_SALOAD; STORE_LOAD (astore; aload, astore; iload)
    static String loadAll(Object[] arrays, int i) {
        int[] ia = (int[]) arrays[0];
        long[] la = (long[]) arrays[1];
        float[] fa = (float[]) arrays[2];
        double[] da = (double[]) arrays[3];
        String[] sa = (String[]) arrays[4];
        byte[] ba = (byte[]) arrays[5];
        boolean[] za = (boolean[]) arrays[6];
        char[] ca = (char[]) arrays[7];
        short[] ha = (short[]) arrays[8];
        int k = i;
        String near = ia[i] + " " + la[i] + " " + fa[i] + " " + da[i] + " " + sa[i] + " " + ba[i] + " " + za[i]
                + " " + (int) ca[i] + " " + ha[i];
        String far = ia[k] + " " + la[k] + " " + fa[k] + " " + da[k] + " " + sa[k] + " " + ba[k] + " " + za[k]
                + " " + (int) ca[k] + " " + ha[k];
        return near.equals(far) ? near : near + " / " + far;
    }

    // Sums of each kind over a loop: ILOAD_IALOAD ILOAD_LALOAD ILOAD_FALOAD ILOAD_DALOAD
    // ILOAD_BALOAD ILOAD_CALOAD ILOAD_SALOAD ILOAD_AALOAD beside LOAD2 (iload; aload, fload;
    // aload), STORE_LOAD (istore; iload) and IINC_GOTO
    static String sums(Object[] arrays) {
        int[] ia = (int[]) arrays[0];
        long[] la = (long[]) arrays[1];
        float[] fa = (float[]) arrays[2];
        double[] da = (double[]) arrays[3];
        String[] sa = (String[]) arrays[4];
        byte[] ba = (byte[]) arrays[5];
        char[] ca = (char[]) arrays[7];
        short[] ha = (short[]) arrays[8];
        int si = 0, sb = 0, sc = 0, sh = 0, chars = 0;
        long sl = 0;
        float sf = 0;
        double sd = 0;
        for (int i = 0; i < ia.length; i++) {
            si += ia[i];
            sl += la[i];
            sf += fa[i];
            sd += da[i];
            sb += ba[i];
            sc += ca[i];
            sh += ha[i];
            chars += sa[i].length();
        }
        return si + " " + sl + " " + sf + " " + sd + " " + sb + " " + sc + " " + sh + " " + chars;
    }

    // Each fault caught in this method: ILOAD_IALOAD ILOAD_LALOAD ILOAD_FALOAD ILOAD_DALOAD
    // ILOAD_AALOAD ILOAD_BALOAD (byte[] and boolean[]) ILOAD_CALOAD ILOAD_SALOAD, the kind
    // chosen by a switch
    static String catchHere(Object array, int kind, int i) {
        try {
            switch (kind) {
                case 0: return "int " + ((int[]) array)[i];
                case 1: return "long " + ((long[]) array)[i];
                case 2: return "float " + ((float[]) array)[i];
                case 3: return "double " + ((double[]) array)[i];
                case 4: return "String " + ((String[]) array)[i];
                case 5: return "byte " + ((byte[]) array)[i];
                case 6: return "boolean " + ((boolean[]) array)[i];
                case 7: return "char " + (int) ((char[]) array)[i];
                default: return "short " + ((short[]) array)[i];
            }
        } catch (RuntimeException e) {
            return describe(e);
        }
    }

    // Faulting loads whose handler is in the caller, with other values on the operand stack
    // below the array: ILOAD_IALOAD ILOAD_LALOAD ILOAD_FALOAD ILOAD_DALOAD ILOAD_AALOAD
    // ILOAD_BALOAD ILOAD_CALOAD ILOAD_SALOAD, most after LOAD2 (iload/fload/aload; aload)
    static int intAt(int base, int[] a, int i) { return base + a[i]; }
    static long longAt(long base, long[] a, int i) { return base + a[i]; }
    static float floatAt(float base, float[] a, int i) { return base + a[i]; }
    static double doubleAt(double base, double[] a, int i) { return base + a[i]; }
    static String stringAt(String base, String[] a, int i) { return base.concat(a[i]); }
    static int byteAt(int base, byte[] a, int i) { return base + a[i]; }
    static boolean booleanAt(boolean base, boolean[] a, int i) { return base ^ a[i]; }
    static int charAt(int base, char[] a, int i) { return base + a[i]; }
    static int shortAt(int base, short[] a, int i) { return base + a[i]; }

    static String catchInCaller(Object array, int kind, int i) {
        try {
            switch (kind) {
                case 0: return "int " + intAt(1, (int[]) array, i);
                case 1: return "long " + longAt(1, (long[]) array, i);
                case 2: return "float " + floatAt(1, (float[]) array, i);
                case 3: return "double " + doubleAt(1, (double[]) array, i);
                case 4: return "String " + stringAt("s", (String[]) array, i);
                case 5: return "byte " + byteAt(1, (byte[]) array, i);
                case 6: return "boolean " + booleanAt(true, (boolean[]) array, i);
                case 7: return "char " + charAt(1, (char[]) array, i);
                default: return "short " + shortAt(1, (short[]) array, i);
            }
        } catch (RuntimeException e) {
            return describe(e) + " from " + e.getStackTrace()[1].getMethodName() + ":" + e.getStackTrace()[1].getLineNumber();
        }
    }

    // A fault inside a loop's body: the loop ran (and was counted) up to the faulting element.
    // ILOAD_IALOAD, ILOAD_IF_ICMPGT, ICONST_IMUL, IINC_GOTO; STORE_LOAD in the handler
    static int sumUpTo(int[] a, int last) {
        int s = 0;
        try {
            for (int i = 0; i <= last; i++) s = s * 31 + a[i];
        } catch (ArrayIndexOutOfBoundsException e) {
            return -s;
        }
        return s;
    }

    static Object[] makeArrays(int n) {
        int[] ia = new int[n];
        long[] la = new long[n];
        float[] fa = new float[n];
        double[] da = new double[n];
        String[] sa = new String[n];
        byte[] ba = new byte[n];
        boolean[] za = new boolean[n];
        char[] ca = new char[n];
        short[] ha = new short[n];
        for (int i = 0; i < n; i++) {
            int v = (i - 2) * 0x1234567;
            ia[i] = v;
            la[i] = (long) v << 20;
            fa[i] = v / 3f;
            da[i] = v / 7.0;
            sa[i] = "s" + i;
            ba[i] = (byte) v;
            za[i] = (v & 4) != 0;
            ca[i] = (char) v;
            ha[i] = (short) v;
        }
        return new Object[] {ia, la, fa, da, sa, ba, za, ca, ha};
    }

    public static void main(String[] args) {
        Object[] arrays = makeArrays(5);
        for (int i = 0; i < 5; i++) System.out.println(loadAll(arrays, i));
        // expect: -38177486 -40031995559936 -1.2725829E7 -5453926.571428572 s0 50 false 30002 30002
        // expect: -19088743 -20015997779968 -6362914.5 -2726963.285714286 s1 -103 false 47769 -17767
        // expect: 0 0 0.0 0.0 s2 0 false 0 0
        // expect: 19088743 20015997779968 6362914.5 2726963.285714286 s3 103 true 17767 17767
        // expect: 38177486 40031995559936 1.2725829E7 5453926.571428572 s4 -50 true 35534 -30002
        System.out.println(sums(arrays));
        // expect: 0 0 -1.0 -9.313225746154785E-10 0 131072 0 10
        int[] indices = {0, 4, -1, 5, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int kind = 0; kind < 9; kind++) {
            System.out.println(catchHere(null, kind, 0) + " | " + catchInCaller(null, kind, 0));
            for (int i : indices) System.out.println(catchHere(arrays[kind], kind, i) + " | " + catchInCaller(arrays[kind], kind, i));
        }
        // expect: java.lang.NullPointerException: null at catchHere:68 | java.lang.NullPointerException: null at intAt:86 from catchInCaller:99
        // expect: int -38177486 | int -38177485
        // expect: int 38177486 | int 38177487
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at catchHere:68 | java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at intAt:86 from catchInCaller:99
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at catchHere:68 | java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at intAt:86 from catchInCaller:99
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at catchHere:68 | java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at intAt:86 from catchInCaller:99
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at catchHere:68 | java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at intAt:86 from catchInCaller:99
        // expect: java.lang.NullPointerException: null at catchHere:69 | java.lang.NullPointerException: null at longAt:87 from catchInCaller:100
        // expect: long -40031995559936 | long -40031995559935
        // expect: long 40031995559936 | long 40031995559937
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at catchHere:69 | java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at longAt:87 from catchInCaller:100
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at catchHere:69 | java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at longAt:87 from catchInCaller:100
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at catchHere:69 | java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at longAt:87 from catchInCaller:100
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at catchHere:69 | java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at longAt:87 from catchInCaller:100
        // expect: java.lang.NullPointerException: null at catchHere:70 | java.lang.NullPointerException: null at floatAt:88 from catchInCaller:101
        // expect: float -1.2725829E7 | float -1.2725828E7
        // expect: float 1.2725829E7 | float 1.272583E7
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at catchHere:70 | java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at floatAt:88 from catchInCaller:101
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at catchHere:70 | java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at floatAt:88 from catchInCaller:101
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at catchHere:70 | java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at floatAt:88 from catchInCaller:101
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at catchHere:70 | java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at floatAt:88 from catchInCaller:101
        // expect: java.lang.NullPointerException: null at catchHere:71 | java.lang.NullPointerException: null at doubleAt:89 from catchInCaller:102
        // expect: double -5453926.571428572 | double -5453925.571428572
        // expect: double 5453926.571428572 | double 5453927.571428572
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at catchHere:71 | java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at doubleAt:89 from catchInCaller:102
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at catchHere:71 | java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at doubleAt:89 from catchInCaller:102
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at catchHere:71 | java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at doubleAt:89 from catchInCaller:102
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at catchHere:71 | java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at doubleAt:89 from catchInCaller:102
        // expect: java.lang.NullPointerException: null at catchHere:72 | java.lang.NullPointerException: null at stringAt:90 from catchInCaller:103
        // expect: String s0 | String ss0
        // expect: String s4 | String ss4
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at catchHere:72 | java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at stringAt:90 from catchInCaller:103
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at catchHere:72 | java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at stringAt:90 from catchInCaller:103
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at catchHere:72 | java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at stringAt:90 from catchInCaller:103
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at catchHere:72 | java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at stringAt:90 from catchInCaller:103
        // expect: java.lang.NullPointerException: null at catchHere:73 | java.lang.NullPointerException: null at byteAt:91 from catchInCaller:104
        // expect: byte 50 | byte 51
        // expect: byte -50 | byte -49
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at catchHere:73 | java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at byteAt:91 from catchInCaller:104
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at catchHere:73 | java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at byteAt:91 from catchInCaller:104
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at catchHere:73 | java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at byteAt:91 from catchInCaller:104
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at catchHere:73 | java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at byteAt:91 from catchInCaller:104
        // expect: java.lang.NullPointerException: null at catchHere:74 | java.lang.NullPointerException: null at booleanAt:92 from catchInCaller:105
        // expect: boolean false | boolean true
        // expect: boolean true | boolean false
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at catchHere:74 | java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at booleanAt:92 from catchInCaller:105
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at catchHere:74 | java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at booleanAt:92 from catchInCaller:105
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at catchHere:74 | java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at booleanAt:92 from catchInCaller:105
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at catchHere:74 | java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at booleanAt:92 from catchInCaller:105
        // expect: java.lang.NullPointerException: null at catchHere:75 | java.lang.NullPointerException: null at charAt:93 from catchInCaller:106
        // expect: char 30002 | char 30003
        // expect: char 35534 | char 35535
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at catchHere:75 | java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at charAt:93 from catchInCaller:106
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at catchHere:75 | java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at charAt:93 from catchInCaller:106
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at catchHere:75 | java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at charAt:93 from catchInCaller:106
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at catchHere:75 | java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at charAt:93 from catchInCaller:106
        // expect: java.lang.NullPointerException: null at catchHere:76 | java.lang.NullPointerException: null at shortAt:94 from catchInCaller:107
        // expect: short 30002 | short 30003
        // expect: short -30002 | short -30001
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at catchHere:76 | java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 5 at shortAt:94 from catchInCaller:107
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at catchHere:76 | java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5 at shortAt:94 from catchInCaller:107
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at catchHere:76 | java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 5 at shortAt:94 from catchInCaller:107
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at catchHere:76 | java.lang.ArrayIndexOutOfBoundsException: Index 2147483647 out of bounds for length 5 at shortAt:94 from catchInCaller:107
        System.out.println(sumUpTo(new int[] {1, 2, 3}, 2) + " " + sumUpTo(new int[] {1, 2, 3}, 3) + " "
                + sumUpTo(new int[0], 0) + " " + sumUpTo(new int[] {5}, -1));
        // expect: 1026 -1026 0 0
    }
}
