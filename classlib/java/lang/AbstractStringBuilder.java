// The shared implementation of StringBuilder and StringBuffer: a growable char array with the
// JDK's capacity policy and its exact bounds-check messages.
package java.lang;

/** A mutable sequence of chars; the public builders add their return types and locking. */
abstract class AbstractStringBuilder implements Appendable, CharSequence {
    /** The chars; only value[0..count) are meaningful. */
    char[] value;
    int count;

    AbstractStringBuilder(int capacity) {
        value = new char[capacity];
    }

    /** Room for the string plus 16 more chars, as the JDK sizes it. */
    AbstractStringBuilder(String str) {
        int length = str.length();
        value = new char[(length < Integer.MAX_VALUE - 16) ? length + 16 : Integer.MAX_VALUE];
        append(str);
    }

    AbstractStringBuilder(CharSequence seq) {
        int length = seq.length();
        value = new char[(length < Integer.MAX_VALUE - 16) ? length + 16 : Integer.MAX_VALUE];
        append(seq);
    }

    /** The chars themselves, for String in this package. */
    final char[] getValue() {
        return value;
    }

    // ---- bounds checks with the JDK's messages ----

    static void checkRange(int start, int end, int length) {
        if (start < 0 || start > end || end > length) {
            throw new IndexOutOfBoundsException(
                    "start " + start + ", end " + end + ", length " + length);
        }
    }

    static void checkRangeSIOOBE(int start, int end, int length) {
        if (start < 0 || start > end || end > length) {
            throw new StringIndexOutOfBoundsException(
                    "start " + start + ", end " + end + ", length " + length);
        }
    }

    static void checkOffset(int offset, int length) {
        if (offset < 0 || offset > length) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + length);
        }
    }

    // ---- size and capacity ----

    public int length() {
        return count;
    }

    public int capacity() {
        return value.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > 0) {
            ensureCapacityInternal(minimumCapacity);
        }
    }

    /** Grows to max(2 * capacity + 2, minimumCapacity); a negative request means int overflow. */
    private void ensureCapacityInternal(int minimumCapacity) {
        if (minimumCapacity < 0) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        int old = value.length;
        if (minimumCapacity <= old) {
            return;
        }
        int capacity = (old << 1) + 2;
        if (capacity < minimumCapacity || capacity < 0) {
            capacity = minimumCapacity;
        }
        char[] grown = new char[capacity];
        System.arraycopy(value, 0, grown, 0, count);
        value = grown;
    }

    public void trimToSize() {
        if (count < value.length) {
            value = String.copyOfRange(value, 0, count);
        }
    }

    /** Truncates, or pads with '\0'. */
    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        ensureCapacityInternal(newLength);
        for (int i = count; i < newLength; i++) {
            value[i] = '\0';
        }
        count = newLength;
    }

    // ---- reading ----

    public char charAt(int index) {
        String.checkIndex(index, count);
        return value[index];
    }

    public int codePointAt(int index) {
        String.checkIndex(index, count);
        return Character.codePointAtImpl(value, index, count);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= count) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > count || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > count) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePointsImpl(value, 0, count, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkRangeSIOOBE(srcBegin, srcEnd, count);
        int n = srcEnd - srcBegin;
        checkRange(dstBegin, dstBegin + n, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, n);
    }

    public void setCharAt(int index, char ch) {
        String.checkIndex(index, count);
        value[index] = ch;
    }

    public String substring(int start) {
        return substring(start, count);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public String substring(int start, int end) {
        checkRangeSIOOBE(start, end, count);
        return new String(String.copyOfRange(value, start, end), true);
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return String.indexOf(value, count, str.value(), fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return String.lastIndexOf(value, count, str.value(), fromIndex);
    }

    /** Lexicographic comparison of the contents, as String.compareTo. */
    int compareTo(AbstractStringBuilder another) {
        if (this == another) {
            return 0;
        }
        int n = Math.min(count, another.count);
        for (int i = 0; i < n; i++) {
            char c1 = value[i];
            char c2 = another.value[i];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return count - another.count;
    }

    // ---- appending ----

    public AbstractStringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    public AbstractStringBuilder append(String str) {
        if (str == null) {
            return appendNull();
        }
        char[] chars = str.value();
        int len = chars.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(chars, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(StringBuffer sb) {
        return append((AbstractStringBuilder) sb);
    }

    AbstractStringBuilder append(AbstractStringBuilder asb) {
        if (asb == null) {
            return appendNull();
        }
        int len = asb.length();
        ensureCapacityInternal(count + len);
        System.arraycopy(asb.value, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s) {
        if (s == null) {
            return appendNull();
        }
        if (s instanceof String) {
            return append((String) s);
        }
        if (s instanceof AbstractStringBuilder) {
            return append((AbstractStringBuilder) s);
        }
        return append(s, 0, s.length());
    }

    private AbstractStringBuilder appendNull() {
        ensureCapacityInternal(count + 4);
        char[] v = value;
        v[count++] = 'n';
        v[count++] = 'u';
        v[count++] = 'l';
        v[count++] = 'l';
        return this;
    }

    /** Appends s[start..end); a null s reads as "null". */
    public AbstractStringBuilder append(CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkRange(start, end, s.length());
        int len = end - start;
        ensureCapacityInternal(count + len);
        if (s instanceof String) {
            System.arraycopy(((String) s).value(), start, value, count, len);
        } else {
            for (int i = start, j = count; i < end; i++, j++) {
                value[j] = s.charAt(i);
            }
        }
        count += len;
        return this;
    }

    public AbstractStringBuilder append(char[] str) {
        int len = str.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(str, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(char[] str, int offset, int len) {
        int end = offset + len;
        checkRange(offset, end, str.length);
        ensureCapacityInternal(count + len);
        System.arraycopy(str, offset, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(boolean b) {
        return append(b ? "true" : "false");
    }

    public AbstractStringBuilder append(char c) {
        ensureCapacityInternal(count + 1);
        value[count++] = c;
        return this;
    }

    public AbstractStringBuilder append(int i) {
        int end = count + Integer.stringSize(i);
        ensureCapacityInternal(end);
        Integer.getChars(i, end, value);
        count = end;
        return this;
    }

    public AbstractStringBuilder append(long l) {
        int end = count + Long.stringSize(l);
        ensureCapacityInternal(end);
        Long.getChars(l, end, value);
        count = end;
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
            throw Character.invalidCodePoint(codePoint);
        }
        ensureCapacityInternal(count + 2);
        value[count++] = Character.highSurrogate(codePoint);
        value[count++] = Character.lowSurrogate(codePoint);
        return this;
    }

    // ---- editing ----

    /** Removes [start, end); an end past the contents means the end of the contents. */
    public AbstractStringBuilder delete(int start, int end) {
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        int len = end - start;
        if (len > 0) {
            System.arraycopy(value, end, value, start, count - end);
            count -= len;
        }
        return this;
    }

    public AbstractStringBuilder deleteCharAt(int index) {
        String.checkIndex(index, count);
        System.arraycopy(value, index + 1, value, index, count - index - 1);
        count--;
        return this;
    }

    /** Replaces [start, end) with str; an end past the contents means the end of the contents. */
    public AbstractStringBuilder replace(int start, int end, String str) {
        if (end > count) {
            end = count;
        }
        checkRangeSIOOBE(start, end, count);
        char[] chars = str.value();
        int newCount = count + chars.length - (end - start);
        ensureCapacityInternal(newCount);
        System.arraycopy(value, end, value, start + chars.length, count - end);
        System.arraycopy(chars, 0, value, start, chars.length);
        count = newCount;
        return this;
    }

    /** Opens a gap of len chars at offset. */
    private void makeRoom(int offset, int len) {
        ensureCapacityInternal(count + len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        count += len;
    }

    public AbstractStringBuilder insert(int index, char[] str, int offset, int len) {
        checkOffset(index, count);
        checkRangeSIOOBE(offset, offset + len, str.length);
        makeRoom(index, len);
        System.arraycopy(str, offset, value, index, len);
        return this;
    }

    public AbstractStringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    public AbstractStringBuilder insert(int offset, String str) {
        checkOffset(offset, count);
        if (str == null) {
            str = "null";
        }
        char[] chars = str.value();
        makeRoom(offset, chars.length);
        System.arraycopy(chars, 0, value, offset, chars.length);
        return this;
    }

    public AbstractStringBuilder insert(int offset, char[] str) {
        checkOffset(offset, count);
        int len = str.length;
        makeRoom(offset, len);
        System.arraycopy(str, 0, value, offset, len);
        return this;
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        if (s instanceof String) {
            return insert(dstOffset, (String) s);
        }
        return insert(dstOffset, s, 0, s.length());
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkOffset(dstOffset, count);
        checkRange(start, end, s.length());
        int len = end - start;
        makeRoom(dstOffset, len);
        for (int i = start, j = dstOffset; i < end; i++, j++) {
            value[j] = s.charAt(i);
        }
        return this;
    }

    public AbstractStringBuilder insert(int offset, boolean b) {
        return insert(offset, String.valueOf(b));
    }

    public AbstractStringBuilder insert(int offset, char c) {
        checkOffset(offset, count);
        makeRoom(offset, 1);
        value[offset] = c;
        return this;
    }

    public AbstractStringBuilder insert(int offset, int i) {
        return insert(offset, String.valueOf(i));
    }

    public AbstractStringBuilder insert(int offset, long l) {
        return insert(offset, String.valueOf(l));
    }

    public AbstractStringBuilder insert(int offset, float f) {
        return insert(offset, String.valueOf(f));
    }

    public AbstractStringBuilder insert(int offset, double d) {
        return insert(offset, String.valueOf(d));
    }

    /** Reverses the chars, keeping each surrogate pair in high-low order. */
    public AbstractStringBuilder reverse() {
        char[] v = value;
        boolean surrogates = false;
        for (int i = 0, j = count - 1; i < j; i++, j--) {
            char a = v[i];
            char b = v[j];
            v[i] = b;
            v[j] = a;
            surrogates |= Character.isSurrogate(a) || Character.isSurrogate(b);
        }
        if (count % 2 == 1 && Character.isSurrogate(v[count / 2])) {
            surrogates = true;
        }
        if (surrogates) {
            // pairs came out low-high; put them back
            for (int i = 0; i < count - 1; i++) {
                if (Character.isLowSurrogate(v[i]) && Character.isHighSurrogate(v[i + 1])) {
                    char low = v[i];
                    v[i] = v[i + 1];
                    v[i + 1] = low;
                    i++;
                }
            }
        }
        return this;
    }

    public abstract String toString();
}
