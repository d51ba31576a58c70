// java.util.Arrays: sorting, searching, filling, copying, comparing and printing arrays, and
// asList. The sorts are SortPrimitive's (primitive arrays; floating ones in Float/Double.compare
// order, -0.0 before 0.0 and NaN last) and SortStable's (object arrays, stable). Range checks are
// CollChecks.arrayRange's. The per-type sections are generated from one template per kind.
package java.util;

/** Static methods for manipulating arrays. */
public class Arrays {
    private Arrays() {
    }

    /** A new array of componentType (a reference type); natives/java_util.cpp. */
    private static native Object[] newArray0(Class<?> componentType, int length);

    /** The length of a copyOfRange(from, to): IllegalArgumentException("from > to") if negative. */
    private static int rangeLength(int from, int to) {
        if (from > to) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        return to - from;
    }

    // ---- int[]

    public static void sort(int[] a) {
        SortPrimitive.sort(a, 0, a.length);
    }

    public static void sort(int[] a, int fromIndex, int toIndex) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        SortPrimitive.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(int[] a, int key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    private static int search(int[] a, int lo, int hi, int key) {
        hi--;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Integer.compare(a[mid], key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    public static void fill(int[] a, int val) {
        for (int i = 0; i < a.length; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] out = new int[newLength];
        System.arraycopy(original, 0, out, 0, Math.min(original.length, newLength));
        return out;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int n = rangeLength(from, to);
        int[] out = new int[n];
        System.arraycopy(original, from, out, 0, Math.min(original.length - from, n));
        return out;
    }

    public static boolean equals(int[] a, int[] b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(int[] a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (int x : a) {
            h = 31 * h + Integer.hashCode(x);
        }
        return h;
    }

    public static String toString(int[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i]);
        }
        return sb.append(']').toString();
    }

    // ---- long[]

    public static void sort(long[] a) {
        SortPrimitive.sort(a, 0, a.length);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        SortPrimitive.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(long[] a, long key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    private static int search(long[] a, int lo, int hi, long key) {
        hi--;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Long.compare(a[mid], key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    public static void fill(long[] a, long val) {
        for (int i = 0; i < a.length; i++) {
            a[i] = val;
        }
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static long[] copyOf(long[] original, int newLength) {
        long[] out = new long[newLength];
        System.arraycopy(original, 0, out, 0, Math.min(original.length, newLength));
        return out;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int n = rangeLength(from, to);
        long[] out = new long[n];
        System.arraycopy(original, from, out, 0, Math.min(original.length - from, n));
        return out;
    }

    public static boolean equals(long[] a, long[] b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(long[] a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (long x : a) {
            h = 31 * h + Long.hashCode(x);
        }
        return h;
    }

    public static String toString(long[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i]);
        }
        return sb.append(']').toString();
    }

    // ---- short[]

    public static void sort(short[] a) {
        SortPrimitive.sort(a, 0, a.length);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        SortPrimitive.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(short[] a, short key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    private static int search(short[] a, int lo, int hi, short key) {
        hi--;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Short.compare(a[mid], key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    public static void fill(short[] a, short val) {
        for (int i = 0; i < a.length; i++) {
            a[i] = val;
        }
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static short[] copyOf(short[] original, int newLength) {
        short[] out = new short[newLength];
        System.arraycopy(original, 0, out, 0, Math.min(original.length, newLength));
        return out;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int n = rangeLength(from, to);
        short[] out = new short[n];
        System.arraycopy(original, from, out, 0, Math.min(original.length - from, n));
        return out;
    }

    public static boolean equals(short[] a, short[] b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(short[] a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (short x : a) {
            h = 31 * h + Short.hashCode(x);
        }
        return h;
    }

    public static String toString(short[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i]);
        }
        return sb.append(']').toString();
    }

    // ---- char[]

    public static void sort(char[] a) {
        SortPrimitive.sort(a, 0, a.length);
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        SortPrimitive.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(char[] a, char key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    private static int search(char[] a, int lo, int hi, char key) {
        hi--;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Character.compare(a[mid], key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    public static void fill(char[] a, char val) {
        for (int i = 0; i < a.length; i++) {
            a[i] = val;
        }
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static char[] copyOf(char[] original, int newLength) {
        char[] out = new char[newLength];
        System.arraycopy(original, 0, out, 0, Math.min(original.length, newLength));
        return out;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int n = rangeLength(from, to);
        char[] out = new char[n];
        System.arraycopy(original, from, out, 0, Math.min(original.length - from, n));
        return out;
    }

    public static boolean equals(char[] a, char[] b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(char[] a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (char x : a) {
            h = 31 * h + Character.hashCode(x);
        }
        return h;
    }

    public static String toString(char[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i]);
        }
        return sb.append(']').toString();
    }

    // ---- byte[]

    public static void sort(byte[] a) {
        SortPrimitive.sort(a, 0, a.length);
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        SortPrimitive.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(byte[] a, byte key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    private static int search(byte[] a, int lo, int hi, byte key) {
        hi--;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Byte.compare(a[mid], key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    public static void fill(byte[] a, byte val) {
        for (int i = 0; i < a.length; i++) {
            a[i] = val;
        }
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] out = new byte[newLength];
        System.arraycopy(original, 0, out, 0, Math.min(original.length, newLength));
        return out;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int n = rangeLength(from, to);
        byte[] out = new byte[n];
        System.arraycopy(original, from, out, 0, Math.min(original.length - from, n));
        return out;
    }

    public static boolean equals(byte[] a, byte[] b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(byte[] a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (byte x : a) {
            h = 31 * h + Byte.hashCode(x);
        }
        return h;
    }

    public static String toString(byte[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i]);
        }
        return sb.append(']').toString();
    }

    // ---- float[]

    public static void sort(float[] a) {
        SortPrimitive.sort(a, 0, a.length);
    }

    public static void sort(float[] a, int fromIndex, int toIndex) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        SortPrimitive.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(float[] a, float key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    private static int search(float[] a, int lo, int hi, float key) {
        hi--;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Float.compare(a[mid], key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    public static void fill(float[] a, float val) {
        for (int i = 0; i < a.length; i++) {
            a[i] = val;
        }
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static float[] copyOf(float[] original, int newLength) {
        float[] out = new float[newLength];
        System.arraycopy(original, 0, out, 0, Math.min(original.length, newLength));
        return out;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int n = rangeLength(from, to);
        float[] out = new float[n];
        System.arraycopy(original, from, out, 0, Math.min(original.length - from, n));
        return out;
    }

    public static boolean equals(float[] a, float[] b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(b[i])) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(float[] a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (float x : a) {
            h = 31 * h + Float.hashCode(x);
        }
        return h;
    }

    public static String toString(float[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i]);
        }
        return sb.append(']').toString();
    }

    // ---- double[]

    public static void sort(double[] a) {
        SortPrimitive.sort(a, 0, a.length);
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        SortPrimitive.sort(a, fromIndex, toIndex);
    }

    public static int binarySearch(double[] a, double key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    private static int search(double[] a, int lo, int hi, double key) {
        hi--;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Double.compare(a[mid], key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    public static void fill(double[] a, double val) {
        for (int i = 0; i < a.length; i++) {
            a[i] = val;
        }
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static double[] copyOf(double[] original, int newLength) {
        double[] out = new double[newLength];
        System.arraycopy(original, 0, out, 0, Math.min(original.length, newLength));
        return out;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int n = rangeLength(from, to);
        double[] out = new double[n];
        System.arraycopy(original, from, out, 0, Math.min(original.length - from, n));
        return out;
    }

    public static boolean equals(double[] a, double[] b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(b[i])) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(double[] a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (double x : a) {
            h = 31 * h + Double.hashCode(x);
        }
        return h;
    }

    public static String toString(double[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i]);
        }
        return sb.append(']').toString();
    }

    // ---- boolean[]

    public static void fill(boolean[] a, boolean val) {
        for (int i = 0; i < a.length; i++) {
            a[i] = val;
        }
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] out = new boolean[newLength];
        System.arraycopy(original, 0, out, 0, Math.min(original.length, newLength));
        return out;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int n = rangeLength(from, to);
        boolean[] out = new boolean[n];
        System.arraycopy(original, from, out, 0, Math.min(original.length - from, n));
        return out;
    }

    public static boolean equals(boolean[] a, boolean[] b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(boolean[] a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (boolean x : a) {
            h = 31 * h + Boolean.hashCode(x);
        }
        return h;
    }

    public static String toString(boolean[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(a[i]);
        }
        return sb.append(']').toString();
    }

    // ---- Object[]

    @SuppressWarnings("unchecked")
    private static Comparator<Object> orderOf(Comparator<?> c) {
        return c == null ? SortOrders.ASCENDING : (Comparator<Object>) c;
    }

    /** Sorts by the natural ordering, stably; ClassCastException for elements not mutually comparable. */
    public static void sort(Object[] a) {
        SortStable.sort(a, 0, a.length, SortOrders.ASCENDING);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        SortStable.sort(a, fromIndex, toIndex, SortOrders.ASCENDING);
    }

    /** Sorts with c (null: natural ordering), stably. */
    public static <T> void sort(T[] a, Comparator<? super T> c) {
        SortStable.sort(a, 0, a.length, orderOf(c));
    }

    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        SortStable.sort(a, fromIndex, toIndex, orderOf(c));
    }

    public static int binarySearch(Object[] a, Object key) {
        return search(a, 0, a.length, key, SortOrders.ASCENDING);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key, SortOrders.ASCENDING);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return search(a, 0, a.length, key, orderOf(c));
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key, orderOf(c));
    }

    private static int search(Object[] a, int lo, int hi, Object key, Comparator<Object> order) {
        hi--;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = order.compare(a[mid], key);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }

    public static void fill(Object[] a, Object val) {
        for (int i = 0; i < a.length; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        CollChecks.arrayRange(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    /** A copy of original of newLength elements, of original's runtime type. */
    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    /** A copy of original of newLength elements, as an array of newType. */
    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] out = (T[]) blank(newType, newLength);
        System.arraycopy(original, 0, out, 0, Math.min(original.length, newLength));
        return out;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int n = rangeLength(from, to);
        T[] out = (T[]) blank(newType, n);
        System.arraycopy(original, from, out, 0, Math.min(original.length - from, n));
        return out;
    }

    /** A new array of the array class arrayType. */
    private static Object[] blank(Class<?> arrayType, int length) {
        if (arrayType == Object[].class) {
            return new Object[length];
        }
        return newArray0(arrayType.getComponentType(), length);
    }

    public static boolean equals(Object[] a, Object[] b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (!Objects.equals(a[i], b[i])) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (Object x : a) {
            h = 31 * h + Objects.hashCode(x);
        }
        return h;
    }

    public static String toString(Object[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(String.valueOf(a[i]));
        }
        return sb.append(']').toString();
    }

    // ---- nested arrays

    /** Equal element by element, nested arrays (of any type) compared by their contents. */
    public static boolean deepEquals(Object[] a1, Object[] a2) {
        if (a1 == a2) {
            return true;
        }
        if (a1 == null || a2 == null || a1.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a1.length; i++) {
            if (!sameContents(a1[i], a2[i])) {
                return false;
            }
        }
        return true;
    }

    /** Objects.deepEquals: arrays by contents, anything else by equals. */
    static boolean sameContents(Object x, Object y) {
        if (x == y) {
            return true;
        }
        if (x == null || y == null) {
            return false;
        }
        if (x instanceof Object[] && y instanceof Object[]) {
            return deepEquals((Object[]) x, (Object[]) y);
        }
        if (x instanceof int[] && y instanceof int[]) {
            return equals((int[]) x, (int[]) y);
        }
        if (x instanceof long[] && y instanceof long[]) {
            return equals((long[]) x, (long[]) y);
        }
        if (x instanceof short[] && y instanceof short[]) {
            return equals((short[]) x, (short[]) y);
        }
        if (x instanceof char[] && y instanceof char[]) {
            return equals((char[]) x, (char[]) y);
        }
        if (x instanceof byte[] && y instanceof byte[]) {
            return equals((byte[]) x, (byte[]) y);
        }
        if (x instanceof boolean[] && y instanceof boolean[]) {
            return equals((boolean[]) x, (boolean[]) y);
        }
        if (x instanceof float[] && y instanceof float[]) {
            return equals((float[]) x, (float[]) y);
        }
        if (x instanceof double[] && y instanceof double[]) {
            return equals((double[]) x, (double[]) y);
        }
        return x.equals(y);
    }

    /** A hash over the elements in which nested arrays count by their contents. */
    public static int deepHashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int h = 1;
        for (Object x : a) {
            h = 31 * h + contentHash(x);
        }
        return h;
    }

    private static int contentHash(Object x) {
        if (x instanceof Object[]) {
            return deepHashCode((Object[]) x);
        }
        if (x instanceof int[]) {
            return hashCode((int[]) x);
        }
        if (x instanceof long[]) {
            return hashCode((long[]) x);
        }
        if (x instanceof short[]) {
            return hashCode((short[]) x);
        }
        if (x instanceof char[]) {
            return hashCode((char[]) x);
        }
        if (x instanceof byte[]) {
            return hashCode((byte[]) x);
        }
        if (x instanceof boolean[]) {
            return hashCode((boolean[]) x);
        }
        if (x instanceof float[]) {
            return hashCode((float[]) x);
        }
        if (x instanceof double[]) {
            return hashCode((double[]) x);
        }
        return Objects.hashCode(x);
    }

    /** Like toString, nested arrays shown by their contents; an array inside itself shows "[...]". */
    public static String deepToString(Object[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder();
        appendDeep(sb, a, new ArrayList<Object[]>());
        return sb.toString();
    }

    /** Appends a; open holds the arrays being printed further out (compared by identity). */
    private static void appendDeep(StringBuilder sb, Object[] a, ArrayList<Object[]> open) {
        open.add(a);
        sb.append('[');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            Object x = a[i];
            if (x instanceof Object[]) {
                if (isOpen(open, (Object[]) x)) {
                    sb.append("[...]");
                } else {
                    appendDeep(sb, (Object[]) x, open);
                }
            } else {
                sb.append(elementText(x));
            }
        }
        sb.append(']');
        open.remove(open.size() - 1);
    }

    private static boolean isOpen(ArrayList<Object[]> open, Object[] a) {
        for (int i = 0; i < open.size(); i++) {
            if (open.get(i) == a) {
                return true;
            }
        }
        return false;
    }

    private static String elementText(Object x) {
        if (x instanceof int[]) {
            return toString((int[]) x);
        }
        if (x instanceof long[]) {
            return toString((long[]) x);
        }
        if (x instanceof short[]) {
            return toString((short[]) x);
        }
        if (x instanceof char[]) {
            return toString((char[]) x);
        }
        if (x instanceof byte[]) {
            return toString((byte[]) x);
        }
        if (x instanceof boolean[]) {
            return toString((boolean[]) x);
        }
        if (x instanceof float[]) {
            return toString((float[]) x);
        }
        if (x instanceof double[]) {
            return toString((double[]) x);
        }
        return String.valueOf(x);
    }

    // ---- asList

    /** A fixed-size list backed by a: writes go through, adding or removing throws. */
    @SafeVarargs
    public static <T> List<T> asList(T... a) {
        return new Backed<T>(a);
    }

    /** The list asList returns: the array itself, seen as a list of fixed size. */
    private static final class Backed<E> extends AbstractList<E> implements RandomAccess {
        private final E[] array;

        Backed(E[] array) {
            this.array = Objects.requireNonNull(array);
        }

        public int size() {
            return array.length;
        }

        public E get(int index) {
            return array[index];
        }

        public E set(int index, E element) {
            E old = array[index];
            array[index] = element;
            return old;
        }

        public int indexOf(Object o) {
            for (int i = 0; i < array.length; i++) {
                if (Objects.equals(o, array[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public Object[] toArray() {
            Object[] out = new Object[array.length];
            System.arraycopy(array, 0, out, 0, array.length);
            return out;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int next;

                public boolean hasNext() {
                    return next < array.length;
                }

                public E next() {
                    if (next >= array.length) {
                        throw new NoSuchElementException();
                    }
                    return array[next++];
                }
            };
        }

        public void replaceAll(java.util.function.UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            for (int i = 0; i < array.length; i++) {
                array[i] = operator.apply(array[i]);
            }
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(array, c);
        }
    }
}
