// java.util.SortPrimitive: the sorts behind Arrays.sort of primitive arrays. Integral types are
// sorted by an introsort: quicksort around the median of the first, middle and last values with a
// three-band partition (so runs of equal values cost nothing), heapsort once the recursion gets
// deeper than twice the logarithm of the range, and insertion sort for short ranges. Floating
// types are turned into integral keys with the same order, sorted and turned back. A primitive
// sort's result is unique, so it is the JDK's result too.
// Generated per element type from one template, like Arrays' primitive sections.
package java.util;

final class SortPrimitive {
    /** Ranges this short are insertion-sorted. */
    private static final int SHORT_RANGE = 24;

    private SortPrimitive() {
    }

    /** Twice the base-2 logarithm of n: how many partition levels a range may take. */
    private static int depthBudget(int n) {
        return 2 * (32 - Integer.numberOfLeadingZeros(n | 1));
    }

    // ---- int[]

    /** Sorts a[lo, hi) ascending. */
    static void sort(int[] a, int lo, int hi) {
        introsort(a, lo, hi, depthBudget(hi - lo));
    }

    private static void introsort(int[] a, int lo, int hi, int budget) {
        while (hi - lo > SHORT_RANGE) {
            if (budget-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            int p = middleOf(a[lo], a[(lo + hi) >>> 1], a[hi - 1]);
            // Three bands: [lo, below) < p, [below, scan) == p, [above, hi) > p.
            int below = lo;
            int scan = lo;
            int above = hi;
            while (scan < above) {
                int x = a[scan];
                if (x < p) {
                    a[scan++] = a[below];
                    a[below++] = x;
                } else if (x > p) {
                    a[scan] = a[--above];
                    a[above] = x;
                } else {
                    scan++;
                }
            }
            // Recurse into the smaller outer band, keep looping on the larger one.
            if (below - lo < hi - above) {
                introsort(a, lo, below, budget);
                lo = above;
            } else {
                introsort(a, above, hi, budget);
                hi = below;
            }
        }
        insertion(a, lo, hi);
    }

    private static int middleOf(int x, int y, int z) {
        if (x < y) {
            return y < z ? y : (x < z ? z : x);
        }
        return x < z ? x : (y < z ? z : y);
    }

    private static void insertion(int[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            int x = a[i];
            int j = i;
            while (j > lo && a[j - 1] > x) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = x;
        }
    }

    /** A max-heap rooted at lo (children of lo + k at lo + 2k + 1, lo + 2k + 2), emptied from the back. */
    private static void heapsort(int[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            sink(a, lo, k, n);
        }
        for (int last = n - 1; last > 0; last--) {
            int top = a[lo];
            a[lo] = a[lo + last];
            a[lo + last] = top;
            sink(a, lo, 0, last);
        }
    }

    private static void sink(int[] a, int lo, int k, int n) {
        int x = a[lo + k];
        while (true) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child + 1] > a[lo + child]) {
                child++;
            }
            if (a[lo + child] <= x) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = x;
    }

    // ---- long[]

    /** Sorts a[lo, hi) ascending. */
    static void sort(long[] a, int lo, int hi) {
        introsort(a, lo, hi, depthBudget(hi - lo));
    }

    private static void introsort(long[] a, int lo, int hi, int budget) {
        while (hi - lo > SHORT_RANGE) {
            if (budget-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            long p = middleOf(a[lo], a[(lo + hi) >>> 1], a[hi - 1]);
            // Three bands: [lo, below) < p, [below, scan) == p, [above, hi) > p.
            int below = lo;
            int scan = lo;
            int above = hi;
            while (scan < above) {
                long x = a[scan];
                if (x < p) {
                    a[scan++] = a[below];
                    a[below++] = x;
                } else if (x > p) {
                    a[scan] = a[--above];
                    a[above] = x;
                } else {
                    scan++;
                }
            }
            // Recurse into the smaller outer band, keep looping on the larger one.
            if (below - lo < hi - above) {
                introsort(a, lo, below, budget);
                lo = above;
            } else {
                introsort(a, above, hi, budget);
                hi = below;
            }
        }
        insertion(a, lo, hi);
    }

    private static long middleOf(long x, long y, long z) {
        if (x < y) {
            return y < z ? y : (x < z ? z : x);
        }
        return x < z ? x : (y < z ? z : y);
    }

    private static void insertion(long[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            long x = a[i];
            int j = i;
            while (j > lo && a[j - 1] > x) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = x;
        }
    }

    /** A max-heap rooted at lo (children of lo + k at lo + 2k + 1, lo + 2k + 2), emptied from the back. */
    private static void heapsort(long[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            sink(a, lo, k, n);
        }
        for (int last = n - 1; last > 0; last--) {
            long top = a[lo];
            a[lo] = a[lo + last];
            a[lo + last] = top;
            sink(a, lo, 0, last);
        }
    }

    private static void sink(long[] a, int lo, int k, int n) {
        long x = a[lo + k];
        while (true) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child + 1] > a[lo + child]) {
                child++;
            }
            if (a[lo + child] <= x) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = x;
    }

    // ---- short[]

    /** Sorts a[lo, hi) ascending. */
    static void sort(short[] a, int lo, int hi) {
        introsort(a, lo, hi, depthBudget(hi - lo));
    }

    private static void introsort(short[] a, int lo, int hi, int budget) {
        while (hi - lo > SHORT_RANGE) {
            if (budget-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            short p = middleOf(a[lo], a[(lo + hi) >>> 1], a[hi - 1]);
            // Three bands: [lo, below) < p, [below, scan) == p, [above, hi) > p.
            int below = lo;
            int scan = lo;
            int above = hi;
            while (scan < above) {
                short x = a[scan];
                if (x < p) {
                    a[scan++] = a[below];
                    a[below++] = x;
                } else if (x > p) {
                    a[scan] = a[--above];
                    a[above] = x;
                } else {
                    scan++;
                }
            }
            // Recurse into the smaller outer band, keep looping on the larger one.
            if (below - lo < hi - above) {
                introsort(a, lo, below, budget);
                lo = above;
            } else {
                introsort(a, above, hi, budget);
                hi = below;
            }
        }
        insertion(a, lo, hi);
    }

    private static short middleOf(short x, short y, short z) {
        if (x < y) {
            return y < z ? y : (x < z ? z : x);
        }
        return x < z ? x : (y < z ? z : y);
    }

    private static void insertion(short[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            short x = a[i];
            int j = i;
            while (j > lo && a[j - 1] > x) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = x;
        }
    }

    /** A max-heap rooted at lo (children of lo + k at lo + 2k + 1, lo + 2k + 2), emptied from the back. */
    private static void heapsort(short[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            sink(a, lo, k, n);
        }
        for (int last = n - 1; last > 0; last--) {
            short top = a[lo];
            a[lo] = a[lo + last];
            a[lo + last] = top;
            sink(a, lo, 0, last);
        }
    }

    private static void sink(short[] a, int lo, int k, int n) {
        short x = a[lo + k];
        while (true) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child + 1] > a[lo + child]) {
                child++;
            }
            if (a[lo + child] <= x) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = x;
    }

    // ---- char[]

    /** Sorts a[lo, hi) ascending. */
    static void sort(char[] a, int lo, int hi) {
        introsort(a, lo, hi, depthBudget(hi - lo));
    }

    private static void introsort(char[] a, int lo, int hi, int budget) {
        while (hi - lo > SHORT_RANGE) {
            if (budget-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            char p = middleOf(a[lo], a[(lo + hi) >>> 1], a[hi - 1]);
            // Three bands: [lo, below) < p, [below, scan) == p, [above, hi) > p.
            int below = lo;
            int scan = lo;
            int above = hi;
            while (scan < above) {
                char x = a[scan];
                if (x < p) {
                    a[scan++] = a[below];
                    a[below++] = x;
                } else if (x > p) {
                    a[scan] = a[--above];
                    a[above] = x;
                } else {
                    scan++;
                }
            }
            // Recurse into the smaller outer band, keep looping on the larger one.
            if (below - lo < hi - above) {
                introsort(a, lo, below, budget);
                lo = above;
            } else {
                introsort(a, above, hi, budget);
                hi = below;
            }
        }
        insertion(a, lo, hi);
    }

    private static char middleOf(char x, char y, char z) {
        if (x < y) {
            return y < z ? y : (x < z ? z : x);
        }
        return x < z ? x : (y < z ? z : y);
    }

    private static void insertion(char[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            char x = a[i];
            int j = i;
            while (j > lo && a[j - 1] > x) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = x;
        }
    }

    /** A max-heap rooted at lo (children of lo + k at lo + 2k + 1, lo + 2k + 2), emptied from the back. */
    private static void heapsort(char[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            sink(a, lo, k, n);
        }
        for (int last = n - 1; last > 0; last--) {
            char top = a[lo];
            a[lo] = a[lo + last];
            a[lo + last] = top;
            sink(a, lo, 0, last);
        }
    }

    private static void sink(char[] a, int lo, int k, int n) {
        char x = a[lo + k];
        while (true) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child + 1] > a[lo + child]) {
                child++;
            }
            if (a[lo + child] <= x) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = x;
    }

    // ---- byte[]

    /** Sorts a[lo, hi) ascending. */
    static void sort(byte[] a, int lo, int hi) {
        introsort(a, lo, hi, depthBudget(hi - lo));
    }

    private static void introsort(byte[] a, int lo, int hi, int budget) {
        while (hi - lo > SHORT_RANGE) {
            if (budget-- == 0) {
                heapsort(a, lo, hi);
                return;
            }
            byte p = middleOf(a[lo], a[(lo + hi) >>> 1], a[hi - 1]);
            // Three bands: [lo, below) < p, [below, scan) == p, [above, hi) > p.
            int below = lo;
            int scan = lo;
            int above = hi;
            while (scan < above) {
                byte x = a[scan];
                if (x < p) {
                    a[scan++] = a[below];
                    a[below++] = x;
                } else if (x > p) {
                    a[scan] = a[--above];
                    a[above] = x;
                } else {
                    scan++;
                }
            }
            // Recurse into the smaller outer band, keep looping on the larger one.
            if (below - lo < hi - above) {
                introsort(a, lo, below, budget);
                lo = above;
            } else {
                introsort(a, above, hi, budget);
                hi = below;
            }
        }
        insertion(a, lo, hi);
    }

    private static byte middleOf(byte x, byte y, byte z) {
        if (x < y) {
            return y < z ? y : (x < z ? z : x);
        }
        return x < z ? x : (y < z ? z : y);
    }

    private static void insertion(byte[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            byte x = a[i];
            int j = i;
            while (j > lo && a[j - 1] > x) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = x;
        }
    }

    /** A max-heap rooted at lo (children of lo + k at lo + 2k + 1, lo + 2k + 2), emptied from the back. */
    private static void heapsort(byte[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            sink(a, lo, k, n);
        }
        for (int last = n - 1; last > 0; last--) {
            byte top = a[lo];
            a[lo] = a[lo + last];
            a[lo + last] = top;
            sink(a, lo, 0, last);
        }
    }

    private static void sink(byte[] a, int lo, int k, int n) {
        byte x = a[lo + k];
        while (true) {
            int child = 2 * k + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child + 1] > a[lo + child]) {
                child++;
            }
            if (a[lo + child] <= x) {
                break;
            }
            a[lo + k] = a[lo + child];
            k = child;
        }
        a[lo + k] = x;
    }

    // ---- float[]: NaNs are moved to the end, the rest sorted as int keys whose order is
    // Float.compare's (-0.0 before 0.0): a negative value's bits are flipped below the sign.

    /** Sorts a[lo, hi) in Float.compare's order. */
    static void sort(float[] a, int lo, int hi) {
        int end = hi;
        int i = lo;
        while (i < end) {
            if (a[i] != a[i]) {
                float nan = a[i];
                a[i] = a[--end];
                a[end] = nan;
            } else {
                i++;
            }
        }
        int[] keys = new int[end - lo];
        for (int k = 0; k < keys.length; k++) {
            keys[k] = orderKey(Float.floatToRawIntBits(a[lo + k]));
        }
        sort(keys, 0, keys.length);
        for (int k = 0; k < keys.length; k++) {
            a[lo + k] = Float.intBitsToFloat(orderKey(keys[k]));
        }
    }

    /** Maps raw bits to a key ordered as the value is, and back (it is its own inverse). */
    private static int orderKey(int raw) {
        return raw ^ ((raw >> 31) & Integer.MAX_VALUE);
    }

    // ---- double[]: NaNs are moved to the end, the rest sorted as long keys whose order is
    // Double.compare's (-0.0 before 0.0): a negative value's bits are flipped below the sign.

    /** Sorts a[lo, hi) in Double.compare's order. */
    static void sort(double[] a, int lo, int hi) {
        int end = hi;
        int i = lo;
        while (i < end) {
            if (a[i] != a[i]) {
                double nan = a[i];
                a[i] = a[--end];
                a[end] = nan;
            } else {
                i++;
            }
        }
        long[] keys = new long[end - lo];
        for (int k = 0; k < keys.length; k++) {
            keys[k] = orderKey(Double.doubleToRawLongBits(a[lo + k]));
        }
        sort(keys, 0, keys.length);
        for (int k = 0; k < keys.length; k++) {
            a[lo + k] = Double.longBitsToDouble(orderKey(keys[k]));
        }
    }

    /** Maps raw bits to a key ordered as the value is, and back (it is its own inverse). */
    private static long orderKey(long raw) {
        return raw ^ ((raw >> 63) & Long.MAX_VALUE);
    }
}
