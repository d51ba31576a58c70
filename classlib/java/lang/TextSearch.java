// java.lang.TextSearch: finding and comparing runs of chars, for String and the builders.
// Plain scans: the texts guest programs search are short, and a scan allocates nothing.
package java.lang;

final class TextSearch {
    private TextSearch() {
    }

    /** Whether a[ai..ai+n) and b[bi..bi+n) hold the same chars; the ranges are trusted. */
    static boolean sameChars(char[] a, int ai, char[] b, int bi, int n) {
        // Two running indices: String.equals and every search come through here.
        for (int end = ai + n; ai < end; ai++, bi++) {
            if (a[ai] != b[bi]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The first index at or after from where needle occurs in text[0..end), or -1. A from
     * beyond the text still finds the empty needle at end, as the API specifies.
     */
    static int first(char[] text, int end, char[] needle, int from) {
        int lastStart = end - needle.length;
        for (int at = Math.max(from, 0); at <= lastStart; at++) {
            // the first char decides most positions without a call
            if ((needle.length == 0 || text[at] == needle[0]) && sameChars(text, at, needle, 0, needle.length)) {
                return at;
            }
        }
        return (needle.length == 0 && from >= end) ? end : -1;
    }

    /** The last index at or before from where needle occurs in text[0..end), or -1. */
    static int last(char[] text, int end, char[] needle, int from) {
        for (int at = Math.min(from, end - needle.length); at >= 0; at--) {
            if ((needle.length == 0 || text[at] == needle[0]) && sameChars(text, at, needle, 0, needle.length)) {
                return at;
            }
        }
        return -1;
    }

    /** The first index at or after from holding the code point, or -1; pairs are matched whole. */
    static int firstCodePoint(char[] text, int end, int codePoint, int from) {
        if (Character.isBmpCodePoint(codePoint)) {
            for (int at = Math.max(from, 0); at < end; at++) {
                if (text[at] == codePoint) {
                    return at;
                }
            }
            return -1;
        }
        return Character.isValidCodePoint(codePoint) ? first(text, end, Character.toChars(codePoint), from) : -1;
    }

    /** The last index at or before from holding the code point, or -1. */
    static int lastCodePoint(char[] text, int end, int codePoint, int from) {
        if (Character.isBmpCodePoint(codePoint)) {
            for (int at = Math.min(from, end - 1); at >= 0; at--) {
                if (text[at] == codePoint) {
                    return at;
                }
            }
            return -1;
        }
        return Character.isValidCodePoint(codePoint) ? last(text, end, Character.toChars(codePoint), from) : -1;
    }

    /** Lexicographic order: the first differing chars decide, else the shorter text is first. */
    static int compare(char[] a, int aLength, char[] b, int bLength) {
        int common = Math.min(aLength, bLength);
        for (int k = 0; k < common; k++) {
            if (a[k] != b[k]) {
                return a[k] - b[k];
            }
        }
        return aLength - bLength;
    }
}
