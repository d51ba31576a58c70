// java.util.Arrays: sorting, searching, filling, copying, comparing and printing arrays.
// Primitive arrays are sorted by an introspective quicksort (its result is unique, so it need not
// be the JDK's dual-pivot algorithm); float and double sorts put -0.0 before 0.0 and NaN last as
// Float.compare / Double.compare do. Object arrays are sorted by a stable merge sort.
// The primitive sections were generated from one template per element type and kept in step by hand.
package java.util;

/** Static methods for manipulating arrays. */
public final class Arrays {
    private Arrays() {
    }

    /** A new array of the given reference component type (java.lang.reflect.Array.newInstance). */
    private static native Object[] newArray0(Class<?> componentType, int length);

    /** IllegalArgumentException or ArrayIndexOutOfBoundsException unless 0 <= from <= to <= length. */
    static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        }
        if (fromIndex < 0) {
            throw new ArrayIndexOutOfBoundsException(fromIndex);
        }
        if (toIndex > arrayLength) {
            throw new ArrayIndexOutOfBoundsException(toIndex);
        }
    }

    // ---- int[] ----

    /** Sorts into ascending numerical order. */
    public static void sort(int[] a) {
        quickSort(a, 0, a.length, 2 * (32 - Integer.numberOfLeadingZeros(a.length + 1)));
    }

    /** Sorts [fromIndex, toIndex) into ascending numerical order. */
    public static void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex, 2 * (32 - Integer.numberOfLeadingZeros(toIndex - fromIndex + 1)));
    }

    /**
     * Quicksort of [lo, hi) with a median-of-three pivot, insertion sort below 17 elements and
     * heapsort when the recursion gets deeper than depth (so the worst case stays n log n).
     */
    private static void quickSort(int[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[last] < a[lo]) {
                swap(a, last, lo);
            }
            if (a[last] < a[mid]) {
                swap(a, last, mid);
            }
            int pivot = a[mid];
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i++, j--);
                }
            }
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= lo && v < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(int[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(int[] a, int lo, int i, int n) {
        int v = a[lo + i];
        for (int child = 2 * i + 1; child < n; child = 2 * i + 1) {
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = v;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** The index of key, or -(insertion point) - 1; a sorted array is assumed. */
    public static int binarySearch(int[] a, int key) {
        return binarySearch0(a, 0, a.length, key);
    }

    /** binarySearch within [fromIndex, toIndex). */
    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(int[] a, int fromIndex, int toIndex, int key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    /** True if both are null, or have the same length and equal elements. */
    public static boolean equals(int[] a, int[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    /** Stores val in every element. */
    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    /** Stores val in [fromIndex, toIndex). */
    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    /** A copy truncated or padded with default values to newLength. */
    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    /** A copy of [from, to), padded with default values past the end of original. */
    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        int[] copy = new int[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    /** 31 * h + element hash over the elements, from 1; 0 for null. */
    public static int hashCode(int[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    /** "[e1, e2]", or "null" for null. */
    public static String toString(int[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    // ---- long[] ----

    /** Sorts into ascending numerical order. */
    public static void sort(long[] a) {
        quickSort(a, 0, a.length, 2 * (32 - Integer.numberOfLeadingZeros(a.length + 1)));
    }

    /** Sorts [fromIndex, toIndex) into ascending numerical order. */
    public static void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex, 2 * (32 - Integer.numberOfLeadingZeros(toIndex - fromIndex + 1)));
    }

    /**
     * Quicksort of [lo, hi) with a median-of-three pivot, insertion sort below 17 elements and
     * heapsort when the recursion gets deeper than depth (so the worst case stays n log n).
     */
    private static void quickSort(long[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[last] < a[lo]) {
                swap(a, last, lo);
            }
            if (a[last] < a[mid]) {
                swap(a, last, mid);
            }
            long pivot = a[mid];
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i++, j--);
                }
            }
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            long v = a[i];
            int j = i - 1;
            while (j >= lo && v < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(long[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(long[] a, int lo, int i, int n) {
        long v = a[lo + i];
        for (int child = 2 * i + 1; child < n; child = 2 * i + 1) {
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = v;
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** The index of key, or -(insertion point) - 1; a sorted array is assumed. */
    public static int binarySearch(long[] a, long key) {
        return binarySearch0(a, 0, a.length, key);
    }

    /** binarySearch within [fromIndex, toIndex). */
    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(long[] a, int fromIndex, int toIndex, long key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            long midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    /** True if both are null, or have the same length and equal elements. */
    public static boolean equals(long[] a, long[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    /** Stores val in every element. */
    public static void fill(long[] a, long val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    /** Stores val in [fromIndex, toIndex). */
    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    /** A copy truncated or padded with default values to newLength. */
    public static long[] copyOf(long[] original, int newLength) {
        long[] copy = new long[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    /** A copy of [from, to), padded with default values past the end of original. */
    public static long[] copyOfRange(long[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        long[] copy = new long[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    /** 31 * h + element hash over the elements, from 1; 0 for null. */
    public static int hashCode(long[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (long e : a) {
            result = 31 * result + (int) (e ^ (e >>> 32));
        }
        return result;
    }

    /** "[e1, e2]", or "null" for null. */
    public static String toString(long[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    // ---- short[] ----

    /** Sorts into ascending numerical order. */
    public static void sort(short[] a) {
        quickSort(a, 0, a.length, 2 * (32 - Integer.numberOfLeadingZeros(a.length + 1)));
    }

    /** Sorts [fromIndex, toIndex) into ascending numerical order. */
    public static void sort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex, 2 * (32 - Integer.numberOfLeadingZeros(toIndex - fromIndex + 1)));
    }

    /**
     * Quicksort of [lo, hi) with a median-of-three pivot, insertion sort below 17 elements and
     * heapsort when the recursion gets deeper than depth (so the worst case stays n log n).
     */
    private static void quickSort(short[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[last] < a[lo]) {
                swap(a, last, lo);
            }
            if (a[last] < a[mid]) {
                swap(a, last, mid);
            }
            short pivot = a[mid];
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i++, j--);
                }
            }
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            short v = a[i];
            int j = i - 1;
            while (j >= lo && v < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(short[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(short[] a, int lo, int i, int n) {
        short v = a[lo + i];
        for (int child = 2 * i + 1; child < n; child = 2 * i + 1) {
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = v;
    }

    private static void swap(short[] a, int i, int j) {
        short t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** The index of key, or -(insertion point) - 1; a sorted array is assumed. */
    public static int binarySearch(short[] a, short key) {
        return binarySearch0(a, 0, a.length, key);
    }

    /** binarySearch within [fromIndex, toIndex). */
    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(short[] a, int fromIndex, int toIndex, short key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            short midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    /** True if both are null, or have the same length and equal elements. */
    public static boolean equals(short[] a, short[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    /** Stores val in every element. */
    public static void fill(short[] a, short val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    /** Stores val in [fromIndex, toIndex). */
    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    /** A copy truncated or padded with default values to newLength. */
    public static short[] copyOf(short[] original, int newLength) {
        short[] copy = new short[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    /** A copy of [from, to), padded with default values past the end of original. */
    public static short[] copyOfRange(short[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        short[] copy = new short[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    /** 31 * h + element hash over the elements, from 1; 0 for null. */
    public static int hashCode(short[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (short e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    /** "[e1, e2]", or "null" for null. */
    public static String toString(short[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    // ---- char[] ----

    /** Sorts into ascending numerical order. */
    public static void sort(char[] a) {
        quickSort(a, 0, a.length, 2 * (32 - Integer.numberOfLeadingZeros(a.length + 1)));
    }

    /** Sorts [fromIndex, toIndex) into ascending numerical order. */
    public static void sort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex, 2 * (32 - Integer.numberOfLeadingZeros(toIndex - fromIndex + 1)));
    }

    /**
     * Quicksort of [lo, hi) with a median-of-three pivot, insertion sort below 17 elements and
     * heapsort when the recursion gets deeper than depth (so the worst case stays n log n).
     */
    private static void quickSort(char[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[last] < a[lo]) {
                swap(a, last, lo);
            }
            if (a[last] < a[mid]) {
                swap(a, last, mid);
            }
            char pivot = a[mid];
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i++, j--);
                }
            }
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            char v = a[i];
            int j = i - 1;
            while (j >= lo && v < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(char[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(char[] a, int lo, int i, int n) {
        char v = a[lo + i];
        for (int child = 2 * i + 1; child < n; child = 2 * i + 1) {
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = v;
    }

    private static void swap(char[] a, int i, int j) {
        char t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** The index of key, or -(insertion point) - 1; a sorted array is assumed. */
    public static int binarySearch(char[] a, char key) {
        return binarySearch0(a, 0, a.length, key);
    }

    /** binarySearch within [fromIndex, toIndex). */
    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(char[] a, int fromIndex, int toIndex, char key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            char midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    /** True if both are null, or have the same length and equal elements. */
    public static boolean equals(char[] a, char[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    /** Stores val in every element. */
    public static void fill(char[] a, char val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    /** Stores val in [fromIndex, toIndex). */
    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    /** A copy truncated or padded with default values to newLength. */
    public static char[] copyOf(char[] original, int newLength) {
        char[] copy = new char[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    /** A copy of [from, to), padded with default values past the end of original. */
    public static char[] copyOfRange(char[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        char[] copy = new char[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    /** 31 * h + element hash over the elements, from 1; 0 for null. */
    public static int hashCode(char[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (char e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    /** "[e1, e2]", or "null" for null. */
    public static String toString(char[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    // ---- byte[] ----

    /** Sorts into ascending numerical order. */
    public static void sort(byte[] a) {
        quickSort(a, 0, a.length, 2 * (32 - Integer.numberOfLeadingZeros(a.length + 1)));
    }

    /** Sorts [fromIndex, toIndex) into ascending numerical order. */
    public static void sort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex, 2 * (32 - Integer.numberOfLeadingZeros(toIndex - fromIndex + 1)));
    }

    /**
     * Quicksort of [lo, hi) with a median-of-three pivot, insertion sort below 17 elements and
     * heapsort when the recursion gets deeper than depth (so the worst case stays n log n).
     */
    private static void quickSort(byte[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[last] < a[lo]) {
                swap(a, last, lo);
            }
            if (a[last] < a[mid]) {
                swap(a, last, mid);
            }
            byte pivot = a[mid];
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i++, j--);
                }
            }
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            byte v = a[i];
            int j = i - 1;
            while (j >= lo && v < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(byte[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(byte[] a, int lo, int i, int n) {
        byte v = a[lo + i];
        for (int child = 2 * i + 1; child < n; child = 2 * i + 1) {
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = v;
    }

    private static void swap(byte[] a, int i, int j) {
        byte t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** The index of key, or -(insertion point) - 1; a sorted array is assumed. */
    public static int binarySearch(byte[] a, byte key) {
        return binarySearch0(a, 0, a.length, key);
    }

    /** binarySearch within [fromIndex, toIndex). */
    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(byte[] a, int fromIndex, int toIndex, byte key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            byte midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    /** True if both are null, or have the same length and equal elements. */
    public static boolean equals(byte[] a, byte[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    /** Stores val in every element. */
    public static void fill(byte[] a, byte val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    /** Stores val in [fromIndex, toIndex). */
    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    /** A copy truncated or padded with default values to newLength. */
    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] copy = new byte[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    /** A copy of [from, to), padded with default values past the end of original. */
    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        byte[] copy = new byte[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    /** 31 * h + element hash over the elements, from 1; 0 for null. */
    public static int hashCode(byte[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (byte e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    /** "[e1, e2]", or "null" for null. */
    public static String toString(byte[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    // ---- float[] ----

    /** Sorts into ascending numerical order: -0.0 before 0.0, NaN after everything. */
    public static void sort(float[] a) {
        sortFloating(a, 0, a.length);
    }

    /** Sorts [fromIndex, toIndex) as sort(float[]) does. */
    public static void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortFloating(a, fromIndex, toIndex);
    }

    /** Moves the NaNs to the end, sorts the rest with <, then orders the zeros by sign. */
    private static void sortFloating(float[] a, int lo, int hi) {
        int end = hi;
        for (int i = hi - 1; i >= lo; i--) {
            float v = a[i];
            if (v != v) {
                a[i] = a[--end];
                a[end] = v;
            }
        }
        quickSort(a, lo, end, 2 * (32 - Integer.numberOfLeadingZeros(end - lo + 1)));
        int negativeZeros = 0;
        int firstZero = end;
        for (int i = end - 1; i >= lo && a[i] >= 0.0f; i--) {
            if (a[i] == 0.0f) {
                firstZero = i;
                if (Float.floatToIntBits(a[i]) != 0) {
                    negativeZeros++;
                }
            }
        }
        for (int i = firstZero; i < end && a[i] == 0.0f; i++) {
            a[i] = (negativeZeros-- > 0) ? -0.0f : 0.0f;
        }
    }

    /**
     * Quicksort of [lo, hi) with a median-of-three pivot, insertion sort below 17 elements and
     * heapsort when the recursion gets deeper than depth (so the worst case stays n log n).
     */
    private static void quickSort(float[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[last] < a[lo]) {
                swap(a, last, lo);
            }
            if (a[last] < a[mid]) {
                swap(a, last, mid);
            }
            float pivot = a[mid];
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i++, j--);
                }
            }
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            float v = a[i];
            int j = i - 1;
            while (j >= lo && v < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(float[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(float[] a, int lo, int i, int n) {
        float v = a[lo + i];
        for (int child = 2 * i + 1; child < n; child = 2 * i + 1) {
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = v;
    }

    private static void swap(float[] a, int i, int j) {
        float t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** The index of key, or -(insertion point) - 1; a sorted array is assumed. */
    public static int binarySearch(float[] a, float key) {
        return binarySearch0(a, 0, a.length, key);
    }

    /** binarySearch within [fromIndex, toIndex). */
    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(float[] a, int fromIndex, int toIndex, float key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            float midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                int midBits = Float.floatToIntBits(midVal);
                int keyBits = Float.floatToIntBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    /** True if both are null, or have the same length and equal elements. */
    public static boolean equals(float[] a, float[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(a2[i])) {
                return false;
            }
        }
        return true;
    }

    /** Stores val in every element. */
    public static void fill(float[] a, float val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    /** Stores val in [fromIndex, toIndex). */
    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    /** A copy truncated or padded with default values to newLength. */
    public static float[] copyOf(float[] original, int newLength) {
        float[] copy = new float[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    /** A copy of [from, to), padded with default values past the end of original. */
    public static float[] copyOfRange(float[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        float[] copy = new float[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    /** 31 * h + element hash over the elements, from 1; 0 for null. */
    public static int hashCode(float[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (float e : a) {
            result = 31 * result + Float.floatToIntBits(e);
        }
        return result;
    }

    /** "[e1, e2]", or "null" for null. */
    public static String toString(float[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    // ---- double[] ----

    /** Sorts into ascending numerical order: -0.0 before 0.0, NaN after everything. */
    public static void sort(double[] a) {
        sortFloating(a, 0, a.length);
    }

    /** Sorts [fromIndex, toIndex) as sort(double[]) does. */
    public static void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortFloating(a, fromIndex, toIndex);
    }

    /** Moves the NaNs to the end, sorts the rest with <, then orders the zeros by sign. */
    private static void sortFloating(double[] a, int lo, int hi) {
        int end = hi;
        for (int i = hi - 1; i >= lo; i--) {
            double v = a[i];
            if (v != v) {
                a[i] = a[--end];
                a[end] = v;
            }
        }
        quickSort(a, lo, end, 2 * (32 - Integer.numberOfLeadingZeros(end - lo + 1)));
        int negativeZeros = 0;
        int firstZero = end;
        for (int i = end - 1; i >= lo && a[i] >= 0.0d; i--) {
            if (a[i] == 0.0d) {
                firstZero = i;
                if (Double.doubleToLongBits(a[i]) != 0) {
                    negativeZeros++;
                }
            }
        }
        for (int i = firstZero; i < end && a[i] == 0.0d; i++) {
            a[i] = (negativeZeros-- > 0) ? -0.0d : 0.0d;
        }
    }

    /**
     * Quicksort of [lo, hi) with a median-of-three pivot, insertion sort below 17 elements and
     * heapsort when the recursion gets deeper than depth (so the worst case stays n log n).
     */
    private static void quickSort(double[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int last = hi - 1;
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[last] < a[lo]) {
                swap(a, last, lo);
            }
            if (a[last] < a[mid]) {
                swap(a, last, mid);
            }
            double pivot = a[mid];
            int i = lo;
            int j = last;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i++, j--);
                }
            }
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            double v = a[i];
            int j = i - 1;
            while (j >= lo && v < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(double[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(double[] a, int lo, int i, int n) {
        double v = a[lo + i];
        for (int child = 2 * i + 1; child < n; child = 2 * i + 1) {
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(v < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = v;
    }

    private static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** The index of key, or -(insertion point) - 1; a sorted array is assumed. */
    public static int binarySearch(double[] a, double key) {
        return binarySearch0(a, 0, a.length, key);
    }

    /** binarySearch within [fromIndex, toIndex). */
    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(double[] a, int fromIndex, int toIndex, double key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            double midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                long midBits = Double.doubleToLongBits(midVal);
                long keyBits = Double.doubleToLongBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    /** True if both are null, or have the same length and equal elements. */
    public static boolean equals(double[] a, double[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(a2[i])) {
                return false;
            }
        }
        return true;
    }

    /** Stores val in every element. */
    public static void fill(double[] a, double val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    /** Stores val in [fromIndex, toIndex). */
    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    /** A copy truncated or padded with default values to newLength. */
    public static double[] copyOf(double[] original, int newLength) {
        double[] copy = new double[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    /** A copy of [from, to), padded with default values past the end of original. */
    public static double[] copyOfRange(double[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        double[] copy = new double[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    /** 31 * h + element hash over the elements, from 1; 0 for null. */
    public static int hashCode(double[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (double e : a) {
            result = 31 * result + (int) (Double.doubleToLongBits(e) ^ (Double.doubleToLongBits(e) >>> 32));
        }
        return result;
    }

    /** "[e1, e2]", or "null" for null. */
    public static String toString(double[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    // ---- boolean[] ----

    /** True if both are null, or have the same length and equal elements. */
    public static boolean equals(boolean[] a, boolean[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    /** Stores val in every element. */
    public static void fill(boolean[] a, boolean val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    /** Stores val in [fromIndex, toIndex). */
    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    /** A copy truncated or padded with default values to newLength. */
    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    /** A copy of [from, to), padded with default values past the end of original. */
    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    /** 31 * h + element hash over the elements, from 1; 0 for null. */
    public static int hashCode(boolean[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (boolean e : a) {
            result = 31 * result + (e ? 1231 : 1237);
        }
        return result;
    }

    /** "[e1, e2]", or "null" for null. */
    public static String toString(boolean[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    // ---- Object[] ----

    /** Sorts into the elements' natural order; stable (equal elements keep their order). */
    public static void sort(Object[] a) {
        mergeSort(a, 0, a.length, null);
    }

    /** Sorts [fromIndex, toIndex) into natural order; stable. */
    public static void sort(Object[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        mergeSort(a, fromIndex, toIndex, null);
    }

    /** Sorts with c (null: natural order); stable. */
    public static <T> void sort(T[] a, Comparator<? super T> c) {
        mergeSort(a, 0, a.length, c);
    }

    /** Sorts [fromIndex, toIndex) with c (null: natural order); stable. */
    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        mergeSort(a, fromIndex, toIndex, c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compare(Comparator c, Object x, Object y) {
        return (c == null) ? ((Comparable) x).compareTo(y) : c.compare(x, y);
    }

    @SuppressWarnings("rawtypes")
    private static void mergeSort(Object[] a, int lo, int hi, Comparator c) {
        if (hi - lo < 2) {
            return;
        }
        mergeSort(a, lo, hi, new Object[(hi - lo + 1) / 2], c);
    }

    /** Top-down merge sort of a[lo, hi) with tmp (half the range) as scratch; insertion sort below 8. */
    @SuppressWarnings("rawtypes")
    private static void mergeSort(Object[] a, int lo, int hi, Object[] tmp, Comparator c) {
        if (hi - lo < 8) {
            for (int i = lo + 1; i < hi; i++) {
                Object v = a[i];
                int j = i;
                while (j > lo && compare(c, a[j - 1], v) > 0) {
                    a[j] = a[j - 1];
                    j--;
                }
                a[j] = v;
            }
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSort(a, lo, mid, tmp, c);
        mergeSort(a, mid, hi, tmp, c);
        if (compare(c, a[mid - 1], a[mid]) <= 0) {
            return;
        }
        int n1 = mid - lo;
        System.arraycopy(a, lo, tmp, 0, n1);
        int i = 0;
        int j = mid;
        int k = lo;
        while (i < n1 && j < hi) {
            if (compare(c, a[j], tmp[i]) < 0) {
                a[k++] = a[j++];
            } else {
                a[k++] = tmp[i++];
            }
        }
        while (i < n1) {
            a[k++] = tmp[i++];
        }
    }

    /** The index of key in a sorted array (natural order), or -(insertion point) - 1. */
    public static int binarySearch(Object[] a, Object key) {
        return binarySearch0(a, 0, a.length, key, null);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, null);
    }

    /** The index of key in an array sorted by c (null: natural order), or -(insertion point) - 1. */
    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return binarySearch0(a, 0, a.length, key, c);
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, c);
    }

    @SuppressWarnings("rawtypes")
    private static int binarySearch0(Object[] a, int fromIndex, int toIndex, Object key, Comparator c) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int cmp = compare(c, a[mid], key);
            if (cmp < 0) {
                low = mid + 1;
            } else if (cmp > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    /** True if both are null, or have the same length and pairwise Objects.equals elements. */
    public static boolean equals(Object[] a, Object[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null || a.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (!Objects.equals(a[i], a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static void fill(Object[] a, Object val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    /** A copy of the same runtime type, truncated or padded with nulls. */
    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    /** A copy of the given array type, truncated or padded with nulls. */
    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] copy = (T[]) newArray(newType, newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        T[] copy = (T[]) newArray(newType, newLength);
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    private static Object[] newArray(Class<?> arrayType, int length) {
        if (arrayType == Object[].class) {
            return new Object[length];
        }
        if (length < 0) {
            throw new NegativeArraySizeException(String.valueOf(length));
        }
        return newArray0(arrayType.getComponentType(), length);
    }

    public static int hashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (Object e : a) {
            result = 31 * result + (e == null ? 0 : e.hashCode());
        }
        return result;
    }

    /** hashCode that descends into nested arrays. */
    public static int deepHashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (Object e : a) {
            result = 31 * result + deepElementHash(e);
        }
        return result;
    }

    private static int deepElementHash(Object e) {
        if (e == null) {
            return 0;
        } else if (e instanceof Object[]) {
            return deepHashCode((Object[]) e);
        } else if (e instanceof int[]) {
            return hashCode((int[]) e);
        } else if (e instanceof long[]) {
            return hashCode((long[]) e);
        } else if (e instanceof short[]) {
            return hashCode((short[]) e);
        } else if (e instanceof char[]) {
            return hashCode((char[]) e);
        } else if (e instanceof byte[]) {
            return hashCode((byte[]) e);
        } else if (e instanceof boolean[]) {
            return hashCode((boolean[]) e);
        } else if (e instanceof float[]) {
            return hashCode((float[]) e);
        } else if (e instanceof double[]) {
            return hashCode((double[]) e);
        }
        return e.hashCode();
    }

    /** equals that descends into nested arrays. */
    public static boolean deepEquals(Object[] a1, Object[] a2) {
        if (a1 == a2) {
            return true;
        }
        if (a1 == null || a2 == null || a1.length != a2.length) {
            return false;
        }
        for (int i = 0; i < a1.length; i++) {
            Object e1 = a1[i];
            Object e2 = a2[i];
            if (e1 == e2) {
                continue;
            }
            if (e1 == null || !deepEquals0(e1, e2)) {
                return false;
            }
        }
        return true;
    }

    static boolean deepEquals0(Object e1, Object e2) {
        if (e1 instanceof Object[] && e2 instanceof Object[]) {
            return deepEquals((Object[]) e1, (Object[]) e2);
        } else if (e1 instanceof byte[] && e2 instanceof byte[]) {
            return equals((byte[]) e1, (byte[]) e2);
        } else if (e1 instanceof short[] && e2 instanceof short[]) {
            return equals((short[]) e1, (short[]) e2);
        } else if (e1 instanceof int[] && e2 instanceof int[]) {
            return equals((int[]) e1, (int[]) e2);
        } else if (e1 instanceof long[] && e2 instanceof long[]) {
            return equals((long[]) e1, (long[]) e2);
        } else if (e1 instanceof char[] && e2 instanceof char[]) {
            return equals((char[]) e1, (char[]) e2);
        } else if (e1 instanceof float[] && e2 instanceof float[]) {
            return equals((float[]) e1, (float[]) e2);
        } else if (e1 instanceof double[] && e2 instanceof double[]) {
            return equals((double[]) e1, (double[]) e2);
        } else if (e1 instanceof boolean[] && e2 instanceof boolean[]) {
            return equals((boolean[]) e1, (boolean[]) e2);
        }
        return e1.equals(e2);
    }

    /** "[e1, e2]" with String.valueOf of each element, or "null". */
    public static String toString(Object[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(String.valueOf(a[i]));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    /** toString that descends into nested arrays; an array inside itself prints as "[...]". */
    public static String deepToString(Object[] a) {
        if (a == null) {
            return "null";
        }
        StringBuilder buf = new StringBuilder();
        deepToString(a, buf, new java.util.ArrayList<Object[]>());
        return buf.toString();
    }

    private static void deepToString(Object[] a, StringBuilder buf, java.util.ArrayList<Object[]> dejaVu) {
        if (a == null) {
            buf.append("null");
            return;
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            buf.append("[]");
            return;
        }
        dejaVu.add(a);
        buf.append('[');
        for (int i = 0;; i++) {
            Object element = a[i];
            if (element == null) {
                buf.append("null");
            } else if (element instanceof Object[]) {
                boolean seen = false;
                for (int k = 0; k < dejaVu.size(); k++) {
                    if (dejaVu.get(k) == element) {
                        seen = true;
                    }
                }
                if (seen) {
                    buf.append("[...]");
                } else {
                    deepToString((Object[]) element, buf, dejaVu);
                }
            } else if (element instanceof byte[]) {
                buf.append(toString((byte[]) element));
            } else if (element instanceof short[]) {
                buf.append(toString((short[]) element));
            } else if (element instanceof int[]) {
                buf.append(toString((int[]) element));
            } else if (element instanceof long[]) {
                buf.append(toString((long[]) element));
            } else if (element instanceof char[]) {
                buf.append(toString((char[]) element));
            } else if (element instanceof float[]) {
                buf.append(toString((float[]) element));
            } else if (element instanceof double[]) {
                buf.append(toString((double[]) element));
            } else if (element instanceof boolean[]) {
                buf.append(toString((boolean[]) element));
            } else {
                buf.append(element.toString());
            }
            if (i == iMax) {
                break;
            }
            buf.append(", ");
        }
        buf.append(']');
        dejaVu.remove(dejaVu.size() - 1);
    }

    // ---- asList ----

    /** A fixed-size list view of the array (writes go through; add and remove are unsupported). */
    @SafeVarargs
    @SuppressWarnings("varargs")
    public static <T> List<T> asList(T... a) {
        return new ArrayList<T>(a);
    }

    /** The list behind asList. */
    private static class ArrayList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private final E[] a;

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        public int size() {
            return a.length;
        }

        public Object[] toArray() {
            return Arrays.copyOf(a, a.length, Object[].class);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] t) {
            int size = size();
            if (t.length < size) {
                return Arrays.copyOf(this.a, size, (Class<? extends T[]>) t.getClass());
            }
            System.arraycopy(this.a, 0, t, 0, size);
            if (t.length > size) {
                t[size] = null;
            }
            return t;
        }

        public E get(int index) {
            return a[index];
        }

        public E set(int index, E element) {
            E oldValue = a[index];
            a[index] = element;
            return oldValue;
        }

        public int indexOf(Object o) {
            for (int i = 0; i < a.length; i++) {
                if (Objects.equals(o, a[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int cursor;

                public boolean hasNext() {
                    return cursor < a.length;
                }

                public E next() {
                    int i = cursor;
                    if (i >= a.length) {
                        throw new NoSuchElementException();
                    }
                    cursor = i + 1;
                    return a[i];
                }
            };
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }
    }
}
