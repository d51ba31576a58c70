// java.util.SortStable: the stable sort behind Arrays.sort of object arrays (and so List.sort and
// Collections.sort). Bottom-up merge sort: runs of RUN elements are binary-insertion-sorted in place,
// then merged pairwise, width doubling each pass, between the array and one buffer. A merge
// takes from the left run on ties, which keeps equal elements in their original order.
package java.util;

final class SortStable {
    /** Length of the insertion-sorted runs the merging starts from. */
    private static final int RUN = 32;

    private SortStable() {
    }

    /** Sorts a[lo, hi) stably by order. */
    static void sort(Object[] a, int lo, int hi, Comparator<Object> order) {
        int n = hi - lo;
        for (int s = lo; s < hi; s += RUN) {
            insertion(a, s, Math.min(s + RUN, hi), order);
        }
        if (n <= RUN) {
            return;
        }
        Object[] from = a;
        int fromBase = lo;
        Object[] to = new Object[n];
        int toBase = 0;
        for (int width = RUN; width < n; width *= 2) {
            for (int s = 0; s < n; s += 2 * width) {
                int mid = Math.min(s + width, n);
                int end = Math.min(s + 2 * width, n);
                merge(from, fromBase, to, toBase, s, mid, end, order);
            }
            Object[] t = from;
            from = to;
            to = t;
            int tb = fromBase;
            fromBase = toBase;
            toBase = tb;
        }
        if (from != a) {
            System.arraycopy(from, fromBase, a, lo, n);
        }
    }

    /**
     * Sorts a run by binary insertion: each element goes after every earlier one that is not
     * greater (so ties keep their order). One comparison with its left neighbour settles an
     * element already in place (sorted input); otherwise a binary search takes log2(RUN) more
     * rather than up to RUN: comparisons (a comparator call each) cost far more than moves.
     */
    private static void insertion(Object[] a, int lo, int hi, Comparator<Object> order) {
        for (int i = lo + 1; i < hi; i++) {
            Object x = a[i];
            if (order.compare(x, a[i - 1]) >= 0) {
                continue;  // already in place: sorted input costs one comparison per element
            }
            int left = lo;
            int right = i - 1;
            while (left < right) {
                int mid = (left + right) >>> 1;
                if (order.compare(x, a[mid]) < 0) {
                    right = mid;
                } else {
                    left = mid + 1;
                }
            }
            System.arraycopy(a, left, a, left + 1, i - left);
            a[left] = x;
        }
    }

    /** Merges the sorted runs [s, mid) and [mid, end) of src (offset sb) into dst (offset db). */
    private static void merge(Object[] src, int sb, Object[] dst, int db, int s, int mid, int end,
            Comparator<Object> order) {
        int left = s;
        int right = mid;
        int out = s;
        if (mid < end && order.compare(src[sb + mid - 1], src[sb + mid]) <= 0) {
            System.arraycopy(src, sb + s, dst, db + s, end - s);
            return;
        }
        while (left < mid && right < end) {
            if (order.compare(src[sb + right], src[sb + left]) < 0) {
                dst[db + out++] = src[sb + right++];
            } else {
                dst[db + out++] = src[sb + left++];
            }
        }
        System.arraycopy(src, sb + left, dst, db + out, mid - left);
        out += mid - left;
        System.arraycopy(src, sb + right, dst, db + out, end - right);
    }
}
