// java.lang.TextBounds: the index checks of String and the string builders, each throwing the
// exception type and message the JDK gives for that kind of bad argument.
package java.lang;

final class TextBounds {
    private TextBounds() {
    }

    /** A single char position: 0 <= index < length. */
    static void position(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    /** A place to insert at: 0 <= offset <= length. */
    static void insertionPoint(int offset, int length) {
        if (offset < 0 || offset > length) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + length);
        }
    }

    static boolean isSpan(int start, int end, int length) {
        return start >= 0 && start <= end && end <= length;
    }

    /** A span [start, end) of the text itself. */
    static void span(int start, int end, int length) {
        if (!isSpan(start, end, length)) {
            throw new StringIndexOutOfBoundsException(spanText("start", start, "end", end, length));
        }
    }

    /** A span of an argument (an array or sequence the caller passed): a plain IndexOutOfBounds. */
    static void argumentSpan(int start, int end, int length) {
        if (!isSpan(start, end, length)) {
            throw new IndexOutOfBoundsException(spanText("start", start, "end", end, length));
        }
    }

    /** String's wording for spans given as begin/end. */
    static void beginEnd(int begin, int end, int length) {
        if (!isSpan(begin, end, length)) {
            throw new StringIndexOutOfBoundsException(spanText("begin", begin, "end", end, length));
        }
    }

    /** String's wording for spans given as offset and count. */
    static void offsetCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException(spanText("offset", offset, "count", count, length));
        }
    }

    private static String spanText(String first, int a, String second, int b, int length) {
        return first + " " + a + ", " + second + " " + b + ", length " + length;
    }
}
