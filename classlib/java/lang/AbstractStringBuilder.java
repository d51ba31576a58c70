// java.lang.AbstractStringBuilder: what StringBuilder and StringBuffer share, a char array with
// spare room at the end. Growth follows the capacity rule the API makes observable through
// capacity(): twice the old capacity plus two, or the length needed if that is more.
package java.lang;

/** A mutable sequence of chars; the public builders add their return types and locking. */
abstract class AbstractStringBuilder implements Appendable, CharSequence {
    /** The text is store[0..used); the rest of store is room to grow into. */
    char[] store;
    int used;

    AbstractStringBuilder(int capacity) {
        store = new char[capacity];
    }

    /** The initial text plus room for 16 more chars. */
    AbstractStringBuilder(CharSequence initial) {
        store = new char[roomFor(initial.length())];
        append(initial);
    }

    private static int roomFor(int length) {
        return length <= Integer.MAX_VALUE - 16 ? length + 16 : Integer.MAX_VALUE;
    }

    // ---- room ----

    public int length() {
        return used;
    }

    public int capacity() {
        return store.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > store.length) {
            regrow(minimumCapacity);
        }
    }

    public void trimToSize() {
        if (used < store.length) {
            store = copyOf(store, used, used);
        }
    }

    /** Makes room for extra more chars; a total beyond int range cannot be held. */
    private void makeRoom(int extra) {
        int needed = used + extra;
        if (needed < 0) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        if (needed > store.length) {
            regrow(needed);
        }
    }

    /** Moves the text to a larger array of at least needed chars. */
    private void regrow(int needed) {
        int doubled = store.length * 2 + 2;
        int size = (doubled < 0 || doubled > Integer.MAX_VALUE - 8) ? Integer.MAX_VALUE - 8 : doubled;
        store = copyOf(store, used, Math.max(size, needed));
    }

    private static char[] copyOf(char[] chars, int count, int size) {
        char[] copy = new char[size];
        System.arraycopy(chars, 0, copy, 0, count);
        return copy;
    }

    /** Opens width chars of room at index (checked by the caller), shifting the tail right. */
    private void openGap(int index, int width) {
        makeRoom(width);
        System.arraycopy(store, index, store, index + width, used - index);
        used += width;
    }

    /** Closes store[from..to), shifting the tail left. */
    private void closeGap(int from, int to) {
        System.arraycopy(store, to, store, from, used - to);
        used -= to - from;
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        if (newLength > store.length) {
            regrow(newLength);
        }
        for (int k = used; k < newLength; k++) {
            store[k] = '\0';
        }
        used = newLength;
    }

    // ---- reading ----

    public char charAt(int index) {
        TextBounds.position(index, used);
        return store[index];
    }

    public int codePointAt(int index) {
        TextBounds.position(index, used);
        return CodePoints.startingAt(store, index, used);
    }

    public int codePointBefore(int index) {
        if (index < 1 || index > used) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return CodePoints.endingAt(store, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (!TextBounds.isSpan(beginIndex, endIndex, used)) {
            throw new IndexOutOfBoundsException();
        }
        return CodePoints.count(store, beginIndex, endIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > used) {
            throw new IndexOutOfBoundsException();
        }
        return CodePoints.move(store, 0, used, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        TextBounds.span(srcBegin, srcEnd, used);
        int n = srcEnd - srcBegin;
        TextBounds.argumentSpan(dstBegin, dstBegin + n, dst.length);
        System.arraycopy(store, srcBegin, dst, dstBegin, n);
    }

    public String substring(int start) {
        return substring(start, used);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public String substring(int start, int end) {
        TextBounds.span(start, end, used);
        return new String(store, start, end - start);
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return TextSearch.first(store, used, str.value(), fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, used);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return TextSearch.last(store, used, str.value(), fromIndex);
    }

    /** Lexicographic order of the contents (compareTo of both builders). */
    int compareTo(AbstractStringBuilder other) {
        return TextSearch.compare(store, used, other.store, other.used);
    }

    /** A new String holding the text. */
    final String text() {
        // a fresh copy the String may keep, with no bounds to check: 0..used is the text
        char[] copy = new char[used];
        System.arraycopy(store, 0, copy, 0, used);
        return String.adopt(copy);
    }

    // ---- appending ----

    /** Appends chars[from..to), trusted to lie inside chars. */
    private AbstractStringBuilder appendRange(char[] chars, int from, int to) {
        int n = to - from;
        makeRoom(n);
        System.arraycopy(chars, from, store, used, n);
        used += n;
        return this;
    }

    /** Appends s[from..to), trusted to lie inside s. */
    private AbstractStringBuilder appendRange(CharSequence s, int from, int to) {
        if (s instanceof String) {
            return appendRange(((String) s).value(), from, to);
        }
        if (s instanceof AbstractStringBuilder) {
            return appendRange(((AbstractStringBuilder) s).store, from, to);
        }
        makeRoom(to - from);
        for (int k = from; k < to; k++) {
            store[used++] = s.charAt(k);
        }
        return this;
    }

    public AbstractStringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    public AbstractStringBuilder append(String str) {
        String s = str == null ? "null" : str;
        return appendRange(s.value(), 0, s.length());
    }

    public AbstractStringBuilder append(StringBuffer sb) {
        return append((CharSequence) sb);
    }

    public AbstractStringBuilder append(CharSequence s) {
        CharSequence text = s == null ? "null" : s;
        return appendRange(text, 0, text.length());
    }

    /** Appends s[start..end); a null s reads as "null". */
    public AbstractStringBuilder append(CharSequence s, int start, int end) {
        CharSequence text = s == null ? "null" : s;
        TextBounds.argumentSpan(start, end, text.length());
        return appendRange(text, start, end);
    }

    public AbstractStringBuilder append(char[] str) {
        return appendRange(str, 0, str.length);
    }

    public AbstractStringBuilder append(char[] str, int offset, int len) {
        TextBounds.argumentSpan(offset, offset + len, str.length);
        return appendRange(str, offset, offset + len);
    }

    public AbstractStringBuilder append(boolean b) {
        return append(b ? "true" : "false");
    }

    public AbstractStringBuilder append(char c) {
        makeRoom(1);
        store[used++] = c;
        return this;
    }

    public AbstractStringBuilder append(int i) {
        return appendDecimal(i);
    }

    public AbstractStringBuilder append(long lng) {
        return appendDecimal(lng);
    }

    /** Writes the digits straight into the store, with no String in between. */
    private AbstractStringBuilder appendDecimal(long v) {
        int n = NumberText.decimalLength(v);
        makeRoom(n);
        used += n;
        NumberText.putSigned(v, 10, store, used);
        return this;
    }

    public AbstractStringBuilder append(float f) {
        return append(Float.toString(f));
    }

    public AbstractStringBuilder append(double d) {
        return append(Double.toString(d));
    }

    public AbstractStringBuilder appendCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return append((char) codePoint);
        }
        if (!Character.isValidCodePoint(codePoint)) {
            throw CodePoints.invalid(codePoint);
        }
        makeRoom(2);
        store[used++] = Character.highSurrogate(codePoint);
        store[used++] = Character.lowSurrogate(codePoint);
        return this;
    }

    // ---- changing ----

    public void setCharAt(int index, char ch) {
        TextBounds.position(index, used);
        store[index] = ch;
    }

    /** Removes [start, end); an end past the text means the end of the text. */
    public AbstractStringBuilder delete(int start, int end) {
        int stop = Math.min(end, used);
        TextBounds.span(start, stop, used);
        closeGap(start, stop);
        return this;
    }

    public AbstractStringBuilder deleteCharAt(int index) {
        TextBounds.position(index, used);
        closeGap(index, index + 1);
        return this;
    }

    /** Replaces [start, end) with str; an end past the text means the end of the text. */
    public AbstractStringBuilder replace(int start, int end, String str) {
        int stop = Math.min(end, used);
        TextBounds.span(start, stop, used);
        int width = str.length();
        int removed = stop - start;
        if (width > removed) {
            openGap(stop, width - removed);
        } else {
            closeGap(start + width, stop);
        }
        System.arraycopy(str.value(), 0, store, start, width);
        return this;
    }

    /** Inserts s[from..to) at index; both are trusted. */
    private AbstractStringBuilder insertRange(int index, CharSequence s, int from, int to) {
        openGap(index, to - from);
        for (int k = from, at = index; k < to; k++, at++) {
            store[at] = s.charAt(k);
        }
        return this;
    }

    private AbstractStringBuilder insertRange(int index, char[] chars, int from, int to) {
        openGap(index, to - from);
        System.arraycopy(chars, from, store, index, to - from);
        return this;
    }

    public AbstractStringBuilder insert(int offset, String str) {
        TextBounds.insertionPoint(offset, used);
        String s = str == null ? "null" : str;
        return insertRange(offset, s.value(), 0, s.length());
    }

    public AbstractStringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    public AbstractStringBuilder insert(int offset, char[] str) {
        TextBounds.insertionPoint(offset, used);
        return insertRange(offset, str, 0, str.length);
    }

    public AbstractStringBuilder insert(int index, char[] str, int offset, int len) {
        TextBounds.insertionPoint(index, used);
        TextBounds.span(offset, offset + len, str.length);
        return insertRange(index, str, offset, offset + len);
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s) {
        CharSequence text = s == null ? "null" : s;
        return insert(dstOffset, text, 0, text.length());
    }

    /** Inserts s[start..end); a null s reads as "null". */
    public AbstractStringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        TextBounds.insertionPoint(dstOffset, used);
        CharSequence text = s == null ? "null" : s;
        TextBounds.argumentSpan(start, end, text.length());
        return insertRange(dstOffset, text, start, end);
    }

    public AbstractStringBuilder insert(int offset, boolean b) {
        return insert(offset, b ? "true" : "false");
    }

    public AbstractStringBuilder insert(int offset, char c) {
        TextBounds.insertionPoint(offset, used);
        openGap(offset, 1);
        store[offset] = c;
        return this;
    }

    public AbstractStringBuilder insert(int offset, int i) {
        return insert(offset, NumberText.decimal(i));
    }

    public AbstractStringBuilder insert(int offset, long l) {
        return insert(offset, NumberText.decimal(l));
    }

    public AbstractStringBuilder insert(int offset, float f) {
        return insert(offset, Float.toString(f));
    }

    public AbstractStringBuilder insert(int offset, double d) {
        return insert(offset, Double.toString(d));
    }

    /**
     * Reverses the chars, then puts back in order every surrogate pair the reversal turned
     * round (a low surrogate now directly before a high one), so pairs survive as pairs.
     */
    public AbstractStringBuilder reverse() {
        for (int lo = 0, hi = used - 1; lo < hi; lo++, hi--) {
            char c = store[lo];
            store[lo] = store[hi];
            store[hi] = c;
        }
        for (int k = 0; k + 1 < used; k++) {
            if (Character.isLowSurrogate(store[k]) && Character.isHighSurrogate(store[k + 1])) {
                char low = store[k];
                store[k] = store[k + 1];
                store[k + 1] = low;
                k++;
            }
        }
        return this;
    }

    public abstract String toString();
}
