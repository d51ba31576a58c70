// JNI arrays both ways: New<Type>Array and Set<Type>ArrayRegion for the eight primitive types,
// GetArrayLength, Get/Release<Type>ArrayElements (release modes 0, JNI_COMMIT and JNI_ABORT:
// which writes come back), Get/Set<Type>ArrayRegion, with regions out of range leaving
// ArrayIndexOutOfBoundsException pending for Java to catch, NewObjectArray (also of int[]),
// Get/SetObjectArrayElement, and Get/ReleasePrimitiveArrayCritical.
// wwvm-args: -Djava.library.path=${WW_NATIVE_DIR}
// java-args: -Djava.library.path=${WW_NATIVE_DIR}
// expect: made boolean [Z length 5: [true, false, false, true, false]
// expect: made byte [B length 5: [125, 126, 127, -128, -127]
// expect: made char [C length 5: [65534, 65535, 0, 1, 2]
// expect: made short [S length 5: [32766, 32767, -32768, -32767, -32766]
// expect: made int [I length 5: [2147483646, 2147483647, -2147483648, -2147483647, -2147483646]
// expect: made long [J length 5: [0, 4611686018427387904, -9223372036854775808, -4611686018427387904, 0]
// expect: made float [F length 5: [-1.0, -0.5, 0.0, 0.5, 1.0]
// expect: made double [D length 5: [-0.5, -0.25, 0.0, 0.25, 0.5]
// expect: changed boolean: [false, true, true, false, true]
// expect: changed byte: [126, 127, -128, -127, -126]
// expect: changed char: [65535, 0, 1, 2, 3]
// expect: changed short: [32767, -32768, -32767, -32766, -32765]
// expect: changed int: [2147483647, -2147483648, -2147483647, -2147483646, -2147483645]
// expect: changed long: [1, 4611686018427387905, -9223372036854775807, -4611686018427387903, 1]
// expect: changed float: [-2.0, -1.0, 0.0, 1.0, 2.0]
// expect: changed double: [0.5, 0.25, -0.0, -0.25, -0.5]
// expect: reversed 1..5 boolean: [false, true, false, true, true]
// expect: reversed 1..5 byte: [126, -126, -127, -128, 127]
// expect: reversed 1..5 char: [65535, 3, 2, 1, 0]
// expect: reversed 1..5 short: [32767, -32765, -32766, -32767, -32768]
// expect: reversed 1..5 int: [2147483647, -2147483645, -2147483646, -2147483647, -2147483648]
// expect: reversed 1..5 long: [1, 1, -4611686018427387903, -9223372036854775807, 4611686018427387905]
// expect: reversed 1..5 float: [-2.0, 2.0, 1.0, 0.0, -1.0]
// expect: reversed 1..5 double: [0.5, -0.5, -0.25, -0.0, 0.25]
// expect: empty arrays: 0 0, of arrays: 3
// expect: released with 0: [10, 2, 3]
// expect: released with JNI_COMMIT then JNI_ABORT: [20, 2, 3]
// expect: released with JNI_ABORT: [1, 2, 3]
// expect: region 3..13: java.lang.ArrayIndexOutOfBoundsException: Array region 3..13 out of bounds for length 5
// expect: region -1..1: java.lang.ArrayIndexOutOfBoundsException: Array region -1..1 out of bounds for length 3
// expect: region of length -1: java.lang.ArrayIndexOutOfBoundsException: Length -1 is negative
// expect: untouched by the failed writes, then filled from 1: [7, -1, -1]
// expect: object array [Ljava.lang.String;: [even, odd1, even, odd3, even]
// expect: element 3: odd3, null element: null
// expect: after setting: [first, odd1, even, odd3, null]
// expect: element 5: java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5
// expect: matrix [[I: [0, 1, 2, 3] [10, 11, 12, 13] [20, 21, 22, 23]
// expect: critical int sum 2147483649, doubled: [2, -4, 6, -2]
// expect: critical double sum 2.0, squared: [0.25, 2.25, 9.0]
import java.util.Arrays;

public class JniArrays {
    static {
        System.loadLibrary("wwjnitest");
    }

    static final String[] TYPES = {"boolean", "byte", "char", "short", "int", "long", "float", "double"};

    static native Object make(int type, int len);
    static native int length(Object array);
    static native void change(Object array, int type);
    static native void releaseModes(int[] array, int how);
    static native void reverseRegion(Object array, int type, int start, int len);
    static native void fillRegion(long[] array, int start, int len);
    static native Object[] strings(int n, String initial);
    static native int[][] matrix(int rows, int cols);
    static native Object element(Object[] a, int i);
    static native void setElement(Object[] a, int i, Object v);
    static native long criticalInts(int[] a);
    static native double criticalDoubles(double[] a);

    static String show(Object a) {
        if (a instanceof boolean[]) return Arrays.toString((boolean[]) a);
        if (a instanceof byte[]) return Arrays.toString((byte[]) a);
        if (a instanceof char[]) {
            char[] c = (char[]) a;
            int[] codes = new int[c.length];
            for (int i = 0; i < c.length; i++) {
                codes[i] = c[i];
            }
            return Arrays.toString(codes);
        }
        if (a instanceof short[]) return Arrays.toString((short[]) a);
        if (a instanceof int[]) return Arrays.toString((int[]) a);
        if (a instanceof long[]) return Arrays.toString((long[]) a);
        if (a instanceof float[]) return Arrays.toString((float[]) a);
        if (a instanceof double[]) return Arrays.toString((double[]) a);
        return Arrays.toString((Object[]) a);
    }

    public static void main(String[] args) {
        Object[] made = new Object[8];
        for (int t = 0; t < 8; t++) {
            made[t] = make(t, 5);
            System.out.println("made " + TYPES[t] + " " + made[t].getClass().getName() + " length "
                    + length(made[t]) + ": " + show(made[t]));
        }
        for (int t = 0; t < 8; t++) {
            change(made[t], t);
            System.out.println("changed " + TYPES[t] + ": " + show(made[t]));
        }
        for (int t = 0; t < 8; t++) {
            reverseRegion(made[t], t, 1, 4);
            System.out.println("reversed 1..5 " + TYPES[t] + ": " + show(made[t]));
        }
        System.out.println("empty arrays: " + length(make(4, 0)) + " " + length(new String[0]) + ", of arrays: "
                + length(new int[3][7]));

        String[] modes = {"0", "JNI_COMMIT then JNI_ABORT", "JNI_ABORT"};
        for (int how = 0; how < 3; how++) {
            int[] a = {1, 2, 3};
            releaseModes(a, how);
            System.out.println("released with " + modes[how] + ": " + Arrays.toString(a));
        }

        int[] five = {1, 2, 3, 4, 5};
        try {
            reverseRegion(five, 4, 3, 10);
            System.out.println("region 3..13: no exception");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("region 3..13: " + e);
        }
        long[] longs = {7, 8, 9};
        try {
            fillRegion(longs, -1, 2);
            System.out.println("region -1..1: no exception");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("region -1..1: " + e);
        }
        try {
            fillRegion(longs, 0, -1);
            System.out.println("region of length -1: no exception");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("region of length -1: " + e);
        }
        fillRegion(longs, 1, 2);
        System.out.println("untouched by the failed writes, then filled from 1: " + Arrays.toString(longs));

        Object[] strings = strings(5, "even");
        System.out.println("object array " + strings.getClass().getName() + ": " + Arrays.toString(strings));
        System.out.println("element 3: " + element(strings, 3) + ", null element: " + element(strings(2, null), 0));
        setElement(strings, 0, "first");
        setElement(strings, 4, null);
        System.out.println("after setting: " + Arrays.toString(strings));
        try {
            element(strings, 5);
            System.out.println("element 5: no exception");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("element 5: " + e);
        }
        int[][] m = matrix(3, 4);
        System.out.println("matrix " + m.getClass().getName() + ": " + Arrays.toString(m[0]) + " "
                + Arrays.toString(m[1]) + " " + Arrays.toString(m[2]));

        int[] ints = {1, -2, 3, Integer.MAX_VALUE};
        System.out.println("critical int sum " + criticalInts(ints) + ", doubled: " + Arrays.toString(ints));
        double[] doubles = {0.5, -1.5, 3.0};
        System.out.println("critical double sum " + criticalDoubles(doubles) + ", squared: "
                + Arrays.toString(doubles));
    }
}
