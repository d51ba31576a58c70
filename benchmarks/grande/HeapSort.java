// Kernel: heap sort. N seeded random ints are sorted in place: the array is first made a
// max-heap by sifting down every inner node from the last to the root, then the root (the
// largest) is swapped with the last element of the shrinking heap and sifted down again.
// Validates: the result is in non-decreasing order and has the same sum and exclusive or as
// the input. Checksum: sum of a[i] * (i + 1) over the sorted array (exact).
// Usage: HeapSort [N]
public final class HeapSort {
    static final int DEFAULT_N = 1500000;

    public static void main(String[] args) {
        int n = GrandeReport.sizeArg(args, DEFAULT_N, "HeapSort", "N");
        System.out.println("HeapSort: " + n + " random ints");

        java.util.Random random = new java.util.Random(97531L);
        int[] a = new int[n];
        long sumBefore = 0;
        int xorBefore = 0;
        for (int i = 0; i < n; i++) {
            a[i] = random.nextInt();
            sumBefore += a[i];
            xorBefore ^= a[i];
        }

        long start = System.nanoTime();
        sort(a);
        long nanos = System.nanoTime() - start;

        long sumAfter = a[0];
        int xorAfter = a[0];
        long checksum = a[0];
        for (int i = 1; i < n; i++) {
            if (a[i - 1] > a[i]) {
                GrandeReport.fail("HeapSort", "a[" + (i - 1) + "] = " + a[i - 1] + " > a[" + i + "] = " + a[i]);
            }
            sumAfter += a[i];
            xorAfter ^= a[i];
            checksum += (long) a[i] * (i + 1);
        }
        if (sumAfter != sumBefore || xorAfter != xorBefore) {
            GrandeReport.fail("HeapSort", "the sorted array holds other values than the input");
        }
        GrandeReport.finish(String.valueOf(checksum), nanos);
    }

    static void sort(int[] a) {
        int n = a.length;
        for (int node = n / 2 - 1; node >= 0; node--) {
            siftDown(a, node, n);
        }
        for (int end = n - 1; end > 0; end--) {
            int top = a[0];
            a[0] = a[end];
            a[end] = top;
            siftDown(a, 0, end);
        }
    }

    /** Moves a[node] down until both children are no larger; the heap is a[0..size). */
    static void siftDown(int[] a, int node, int size) {
        int value = a[node];
        while (true) {
            int child = 2 * node + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && a[child + 1] > a[child]) {
                child++;
            }
            if (a[child] <= value) {
                break;
            }
            a[node] = a[child];
            node = child;
        }
        a[node] = value;
    }
}
