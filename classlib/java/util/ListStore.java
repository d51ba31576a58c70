// java.util.ListStore: searches and in-place compaction over a segment of an Object[], shared
// by the array-backed lists (ArrayList and Vector) for indexOf, removeIf, removeAll and
// retainAll.
package java.util;

import java.util.function.Predicate;

/** Static helpers over array segments; never instantiated. */
final class ListStore {
    private ListStore() {
    }

    /** The first index in [from, to) holding an element matching o, or -1. */
    static int find(Object[] a, Object o, int from, int to) {
        for (int i = from; i < to; i++) {
            if (AbstractCollection.matches(o, a[i])) {
                return i;
            }
        }
        return -1;
    }

    /** The last index in [from, to) holding an element matching o, or -1. */
    static int findLast(Object[] a, Object o, int from, int to) {
        for (int i = to - 1; i >= from; i--) {
            if (AbstractCollection.matches(o, a[i])) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Tests every element of a[from, to) without changing anything; a bit set (bit k for
     * a[from + k]) of those that passed, or null if none did. An exception from the filter
     * therefore leaves the list as it was.
     */
    @SuppressWarnings("unchecked")
    static <E> long[] select(Object[] a, int from, int to, Predicate<? super E> filter) {
        long[] marks = null;
        for (int i = from; i < to; i++) {
            if (filter.test((E) a[i])) {
                if (marks == null) {
                    marks = new long[((to - from) >> 6) + 1];
                }
                int k = i - from;
                marks[k >> 6] |= 1L << k;
            }
        }
        return marks;
    }

    /**
     * Removes the elements of a[from, to) marked by select, moving a[to, end) down after the
     * survivors and clearing the vacated tail. Returns the number removed.
     */
    static int dropSelected(Object[] a, int from, int to, int end, long[] marks) {
        int w = from;
        for (int i = from; i < to; i++) {
            int k = i - from;
            if ((marks[k >> 6] & (1L << k)) == 0) {
                a[w++] = a[i];
            }
        }
        int removed = to - w;
        System.arraycopy(a, to, a, w, end - to);
        Arrays.fill(a, end - removed, end, null);
        return removed;
    }

    /**
     * An in-place pass over a[from, to) that keeps the elements whose membership in a
     * collection equals keepIfIn. The caller runs keep in a try block and close in its finally:
     * if the collection's contains throws, close still keeps the elements not yet examined, so
     * the array is consistent either way, and close says how many elements were dropped.
     */
    static final class Sweep {
        private final Object[] a;
        private final int to;
        private final int end;
        private int read;
        private int write;

        /** a[from, to) is swept; a[to, end) is the tail that moves down after it. */
        Sweep(Object[] a, int from, int to, int end) {
            this.a = a;
            this.to = to;
            this.end = end;
            this.read = from;
            this.write = from;
        }

        void keep(Collection<?> c, boolean keepIfIn) {
            for (; read < to; read++) {
                Object e = a[read];
                if (c.contains(e) == keepIfIn) {
                    a[write++] = e;
                }
            }
        }

        /** Closes the gap; the number of elements dropped. */
        int close() {
            int dropped = read - write;
            if (dropped > 0) {
                System.arraycopy(a, read, a, write, end - read);
                Arrays.fill(a, end - dropped, end, null);
            }
            return dropped;
        }
    }
}
