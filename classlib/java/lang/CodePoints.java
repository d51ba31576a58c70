// java.lang.CodePoints: walking UTF-16 text by code points, for Character's public methods and
// for String and the builders. The range arguments are trusted: callers check them first and
// throw the exceptions their own API promises.
package java.lang;

final class CodePoints {
    private CodePoints() {
    }

    /** Whether a[i] and a[i + 1] form a surrogate pair inside a[..end). */
    static boolean pairStartsAt(char[] a, int i, int end) {
        return i + 1 < end && Character.isHighSurrogate(a[i]) && Character.isLowSurrogate(a[i + 1]);
    }

    /** Whether a[i - 2] and a[i - 1] form a surrogate pair inside a[start..). */
    static boolean pairEndsAt(char[] a, int i, int start) {
        return i - 2 >= start && Character.isLowSurrogate(a[i - 1]) && Character.isHighSurrogate(a[i - 2]);
    }

    /** The code point beginning at a[i]; a lone surrogate stands for itself. */
    static int startingAt(char[] a, int i, int end) {
        return pairStartsAt(a, i, end) ? Character.toCodePoint(a[i], a[i + 1]) : a[i];
    }

    /** The code point ending just before a[i]. */
    static int endingAt(char[] a, int i, int start) {
        return pairEndsAt(a, i, start) ? Character.toCodePoint(a[i - 2], a[i - 1]) : a[i - 1];
    }

    /** How many code points a[from..to) holds. */
    static int count(char[] a, int from, int to) {
        int points = 0;
        for (int i = from; i < to; i += pairStartsAt(a, i, to) ? 2 : 1) {
            points++;
        }
        return points;
    }

    /**
     * The index reached from index by moving steps code points (backwards when negative)
     * without leaving a[start..end); IndexOutOfBoundsException when that is not possible.
     */
    static int move(char[] a, int start, int end, int index, int steps) {
        int at = index;
        for (int k = steps; k > 0; k--) {
            if (at >= end) {
                throw new IndexOutOfBoundsException();
            }
            at += pairStartsAt(a, at, end) ? 2 : 1;
        }
        for (int k = steps; k < 0; k++) {
            if (at <= start) {
                throw new IndexOutOfBoundsException();
            }
            at -= pairEndsAt(a, at, start) ? 2 : 1;
        }
        return at;
    }

    // ---- the same over a CharSequence ----

    static boolean pairStartsAt(CharSequence s, int i, int end) {
        return i + 1 < end && Character.isHighSurrogate(s.charAt(i)) && Character.isLowSurrogate(s.charAt(i + 1));
    }

    static boolean pairEndsAt(CharSequence s, int i, int start) {
        return i - 2 >= start && Character.isLowSurrogate(s.charAt(i - 1)) && Character.isHighSurrogate(s.charAt(i - 2));
    }

    static int count(CharSequence s, int from, int to) {
        int points = 0;
        for (int i = from; i < to; i += pairStartsAt(s, i, to) ? 2 : 1) {
            points++;
        }
        return points;
    }

    static int move(CharSequence s, int index, int steps) {
        int end = s.length();
        int at = index;
        for (int k = steps; k > 0; k--) {
            if (at >= end) {
                throw new IndexOutOfBoundsException();
            }
            at += pairStartsAt(s, at, end) ? 2 : 1;
        }
        for (int k = steps; k < 0; k++) {
            if (at <= 0) {
                throw new IndexOutOfBoundsException();
            }
            at -= pairEndsAt(s, at, 0) ? 2 : 1;
        }
        return at;
    }

    /** The exception for an int that is no code point, with the JDK's message. */
    static IllegalArgumentException invalid(int codePoint) {
        return new IllegalArgumentException("Not a valid Unicode code point: 0x"
                + Integer.toHexString(codePoint).toUpperCase());
    }
}
