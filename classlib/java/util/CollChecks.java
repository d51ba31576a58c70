// java.util.CollChecks: the argument checks that several collection and array classes share,
// each throwing the exception type and message the JDK gives for that kind of misuse.
package java.util;

final class CollChecks {
    private CollChecks() {
    }

    /** A subList(fromIndex, toIndex) of a list of size elements. */
    static void subListRange(int fromIndex, int toIndex, int size) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex = " + fromIndex);
        }
        if (toIndex > size) {
            throw new IndexOutOfBoundsException("toIndex = " + toIndex);
        }
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        }
    }

    /** A range [fromIndex, toIndex) of an array of length elements (sort, fill, binarySearch). */
    static void arrayRange(int length, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        }
        if (fromIndex < 0) {
            throw new ArrayIndexOutOfBoundsException(fromIndex);
        }
        if (toIndex > length) {
            throw new ArrayIndexOutOfBoundsException(toIndex);
        }
    }
}
