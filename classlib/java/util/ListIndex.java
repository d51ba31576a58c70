// java.util.ListIndex: the index checks of the list classes, with the exception messages the
// JDK's lists give (element positions, insertion positions and sublist ranges are worded
// differently, so each kind of check has its own method).
package java.util;

/** Static index checks shared by the list implementations; never instantiated. */
final class ListIndex {
    private ListIndex() {
    }

    /** An element position 0 <= i < size: "Index 5 out of bounds for length 3". */
    static void element(int i, int size) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("Index " + i + " out of bounds for length " + size);
        }
    }

    /** An insertion position 0 <= i <= size: "Index: 5, Size: 3". */
    static void insertion(int i, int size) {
        if (i < 0 || i > size) {
            throw outOfRange(i, size);
        }
    }

    /** The "Index: 5, Size: 3" exception, which LinkedList also uses for element positions. */
    static IndexOutOfBoundsException outOfRange(int i, int size) {
        return new IndexOutOfBoundsException("Index: " + i + ", Size: " + size);
    }

    /** A sublist range 0 <= from <= to <= size, checked and worded as List.subList does. */
    static void range(int from, int to, int size) {
        if (from < 0) {
            throw new IndexOutOfBoundsException("fromIndex = " + from);
        }
        if (to > size) {
            throw new IndexOutOfBoundsException("toIndex = " + to);
        }
        if (from > to) {
            throw new IllegalArgumentException("fromIndex(" + from + ") > toIndex(" + to + ")");
        }
    }
}
