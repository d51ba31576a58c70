// java.lang.CharSequence: read-only access to a sequence of UTF-16 chars (String, the builders).
package java.lang;

/** A readable sequence of char values. */
public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    String toString();

    /** True when length() is 0. */
    default boolean isEmpty() {
        return length() == 0;
    }

    /** Compares two sequences char by char, then by length. */
    @SuppressWarnings("unchecked")
    public static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == null || cs2 == null) {
            throw new NullPointerException();
        }
        if (cs1 == cs2) {
            return 0;
        }
        if (cs1.getClass() == cs2.getClass() && cs1 instanceof Comparable) {
            return ((Comparable<Object>) cs1).compareTo(cs2);
        }
        int n1 = cs1.length();
        int n2 = cs2.length();
        int n = Math.min(n1, n2);
        for (int i = 0; i < n; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return n1 - n2;
    }
}
