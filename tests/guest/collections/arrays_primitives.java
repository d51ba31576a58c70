// Arrays over primitive arrays: sorting every type (NaN last, -0.0 before 0.0), ranges, binary
// search, fill, copyOf/copyOfRange, equals, hashCode, toString and deepToString, and range errors.
import java.util.*;

public class arrays_primitives {
    static int seed = 99;

    static int next() {
        seed = seed * 1103515245 + 12345;
        return seed >> 7;
    }

    public static void main(String[] args) {
        double[] d = {3.5, -0.0, Double.NaN, 0.0, -1e300, Double.NEGATIVE_INFINITY, 0.0, -0.0, Double.POSITIVE_INFINITY,
            Double.MIN_VALUE, -Double.MIN_VALUE, Double.NaN, 2.0, 0.0};
        Arrays.sort(d);
        System.out.println(Arrays.toString(d));
        float[] f = {1f, -0f, Float.NaN, 0f, -2.5f, -0f, Float.MAX_VALUE, Float.NaN};
        Arrays.sort(f);
        System.out.println(Arrays.toString(f));
        System.out.println(Arrays.binarySearch(d, 0.0) + " " + Arrays.binarySearch(d, -0.0) + " " + Arrays.binarySearch(d, Double.NaN)
                + " " + Arrays.binarySearch(d, 1.0) + " " + Arrays.binarySearch(f, -0f));
        int[] ints = new int[300];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = next() % 1000;
        }
        int[] copy = Arrays.copyOf(ints, ints.length);
        Arrays.sort(ints);
        boolean ok = true;
        for (int i = 1; i < ints.length; i++) {
            ok &= ints[i - 1] <= ints[i];
        }
        System.out.println(ok + " " + ints[0] + " " + ints[299] + " " + Arrays.equals(ints, copy) + " " + Arrays.hashCode(ints));
        System.out.println(Arrays.binarySearch(ints, ints[150]) >= 0);
        Arrays.sort(copy, 100, 200);
        System.out.println(Arrays.toString(Arrays.copyOfRange(copy, 95, 110)));
        long[] longs = {Long.MAX_VALUE, -1, Long.MIN_VALUE, 0, 42, 42, -7};
        Arrays.sort(longs);
        System.out.println(Arrays.toString(longs) + " " + Arrays.hashCode(longs) + " " + Arrays.binarySearch(longs, 43));
        short[] shorts = {5, -3, 32767, -32768, 0, 5};
        Arrays.sort(shorts);
        System.out.println(Arrays.toString(shorts) + " " + Arrays.hashCode(shorts));
        char[] chars = "wwvm sorts characters".toCharArray();
        Arrays.sort(chars);
        System.out.println(Arrays.toString(chars) + " " + new String(chars) + " " + Arrays.binarySearch(chars, 's'));
        byte[] bytes = new byte[40];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (next() % 256);
        }
        Arrays.sort(bytes);
        System.out.println(Arrays.toString(bytes));
        boolean[] bools = new boolean[5];
        Arrays.fill(bools, 1, 3, true);
        System.out.println(Arrays.toString(bools) + " " + Arrays.hashCode(bools) + " " + Arrays.toString(Arrays.copyOf(bools, 7)));
        double[] dz = Arrays.copyOf(new double[] {1.5}, 3);
        Arrays.fill(dz, 1, 3, Double.NaN);
        System.out.println(Arrays.toString(dz) + " " + Arrays.equals(dz, new double[] {1.5, Double.NaN, Double.NaN})
                + " " + Arrays.equals(new double[] {0.0}, new double[] {-0.0}) + " " + Arrays.hashCode(dz));
        System.out.println(Arrays.equals(new float[] {Float.NaN}, new float[] {Float.NaN}) + " " + Arrays.hashCode(new float[] {1f, -0f}));
        int[] nul = null;
        System.out.println(Arrays.toString(nul) + " " + Arrays.hashCode(nul) + " " + Arrays.toString(new int[0]) + " " + Arrays.equals(nul, null));
        Object[] nested = {1, new int[] {2, 3}, new String[] {"a", null}, null, new double[][] {{1.0}, {}}};
        Object[] self = {"me", null};
        self[1] = self;
        System.out.println(Arrays.deepToString(nested) + " " + Arrays.deepToString(self));
        Object[] nested2 = {1, new int[] {2, 3}, new String[] {"a", null}, null, new double[][] {{1.0}, {}}};
        System.out.println(Arrays.deepEquals(nested, nested2) + " " + Arrays.equals(nested, nested2) + " "
                + (Arrays.deepHashCode(nested) == Arrays.deepHashCode(nested2)));
        String[] strs = {"x", "y", "z"};
        String[] longer = Arrays.copyOf(strs, 5);
        Object[] objs = Arrays.copyOf(strs, 2, Object[].class);
        System.out.println(Arrays.toString(longer) + " " + longer.getClass().getName() + " " + objs.getClass().getName()
                + " " + Arrays.toString(Arrays.copyOfRange(strs, 1, 4)));
        try {
            Arrays.fill(new int[3], 2, 1, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Arrays.sort(new int[3], -1, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            Arrays.fill(new long[3], 0, 4, 0L);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            Arrays.copyOfRange(new int[3], 3, 1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Arrays.copyOf(new int[3], -1);
        } catch (NegativeArraySizeException e) {
            System.out.println(e);
        }
    }
}
// expect: [-Infinity, -1.0E300, -4.9E-324, -0.0, -0.0, 0.0, 0.0, 0.0, 4.9E-324, 2.0, 3.5, Infinity, NaN, NaN]
// expect: [-2.5, -0.0, -0.0, 0.0, 1.0, 3.4028235E38, NaN, NaN]
// expect: 6 4 12 -10 1
// expect: true -999 991 false 915312238
// expect: true
// expect: [664, 927, 459, 531, 362, -999, -982, -979, -942, -880, -864, -845, -841, -818, -805]
// expect: [-9223372036854775808, -7, -1, 0, 42, 42, 9223372036854775807] 1914626905 -7
// expect: [-32768, -3, 0, 5, 5, 32767] -932378595
// expect: [ ,  , a, a, c, c, e, h, m, o, r, r, r, s, s, s, t, t, v, w, w]   aaccehmorrrsssttvww 15
// expect: [-120, -117, -115, -113, -106, -99, -95, -92, -91, -88, -78, -76, -66, -57, -55, -50, -49, -37, -33, -29, -22, -18, -16, -8, 4, 6, 6, 12, 36, 44, 47, 52, 56, 69, 88, 115, 125, 125, 126, 127]
// expect: [false, true, true, false, false] 1208919924 [false, true, true, false, false, false, false]
// expect: [1.5, NaN, NaN] true false 553153631
// expect: true 813695937
// expect: null 0 [] true
// expect: [1, [2, 3], [a, null], null, [[1.0], []]] [me, [...]]
// expect: true false true
// expect: [x, y, z, null, null] [Ljava.lang.String; [Ljava.lang.Object; [y, z, null]
// expect: java.lang.IllegalArgumentException: fromIndex(2) > toIndex(1)
// expect: java.lang.ArrayIndexOutOfBoundsException: Array index out of range: -1
// expect: java.lang.ArrayIndexOutOfBoundsException: Array index out of range: 4
// expect: java.lang.IllegalArgumentException: 3 > 1
// expect: java.lang.NegativeArraySizeException: -1
