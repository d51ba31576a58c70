// java.lang.String: immutable UTF-16 text. The VM creates strings by filling the two fields
// (value, hash); regex methods accept only literal patterns until java.util.regex exists.
package java.lang;

import java.io.UnsupportedEncodingException;

/** An immutable sequence of UTF-16 chars. */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    /** The chars; never modified once the string is published. */
    private final char[] value;
    /** Cached hashCode(); 0 until computed (and for strings whose hash is 0). */
    private int hash;

    private static final char[] EMPTY = new char[0];

    /**
     * Orders strings as compareToIgnoreCase does (chars compared after mapping to upper and
     * then lower case); not locale-sensitive.
     */
    public static final java.util.Comparator<String> CASE_INSENSITIVE_ORDER = new CaseBlindOrder();

    /** CASE_INSENSITIVE_ORDER's class: compareToIgnoreCase as a Comparator. */
    private static final class CaseBlindOrder implements java.util.Comparator<String>, java.io.Serializable {
        public int compare(String a, String b) {
            return a.compareToIgnoreCase(b);
        }
    }

    public String() {
        this.value = EMPTY;
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = slice(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        TextBounds.offsetCount(offset, count, value.length);
        this.value = slice(value, offset, offset + count);
    }

    /** The chars of the code points codePoints[offset..offset+count). */
    public String(int[] codePoints, int offset, int count) {
        TextBounds.offsetCount(offset, count, codePoints.length);
        int end = offset + count;
        int n = count;
        for (int i = offset; i < end; i++) {
            int cp = codePoints[i];
            if (Character.isBmpCodePoint(cp)) {
                continue;
            }
            if (!Character.isValidCodePoint(cp)) {
                throw new IllegalArgumentException(Integer.toString(cp));
            }
            n++;
        }
        char[] v = new char[n];
        for (int i = offset, j = 0; i < end; i++) {
            j += Character.toChars(codePoints[i], v, j);
        }
        this.value = v;
    }

    /** Each char is hibyte in the high 8 bits and a byte in the low 8. */
    @Deprecated(since = "1.1")
    public String(byte[] ascii, int hibyte, int offset, int count) {
        TextBounds.offsetCount(offset, count, ascii.length);
        char[] v = new char[count];
        int high = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (high | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    @Deprecated(since = "1.1")
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    /** Decodes bytes in the named charset: UTF-8, ISO-8859-1 or US-ASCII (and their aliases). */
    public String(byte[] bytes, int offset, int length, String charsetName)
            throws UnsupportedEncodingException {
        this(charsetOf(charsetName), bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(charsetOf(charsetName), bytes, 0, bytes.length);
    }

    /** Decodes UTF-8, wwvm's default charset. */
    public String(byte[] bytes, int offset, int length) {
        this(StringEncoding.UTF_8, bytes, offset, length);
    }

    public String(byte[] bytes) {
        this(StringEncoding.UTF_8, bytes, 0, bytes.length);
    }

    private String(int charset, byte[] bytes, int offset, int length) {
        TextBounds.offsetCount(offset, length, bytes.length);
        this.value = StringEncoding.decode(charset, bytes, offset, length);
    }

    public String(StringBuffer buffer) {
        this.value = buffer.toString().value;
    }

    public String(StringBuilder builder) {
        this.value = slice(builder.store, 0, builder.used);
    }

    /** The string over chars itself, not a copy; for adopt only. */
    private String(Void adopted, char[] chars) {
        this.value = chars;
    }

    /**
     * A string that takes over chars without copying them: for code in this package that has
     * just filled a fresh array, and must not touch it afterwards.
     */
    static String adopt(char[] chars) {
        return new String(null, chars);
    }

    /** The chars themselves, for the builders in this package; callers must not modify them. */
    char[] value() {
        return value;
    }

    private static int charsetOf(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        int charset = StringEncoding.lookup(charsetName);
        if (charset < 0) {
            throw new UnsupportedEncodingException(charsetName);
        }
        return charset;
    }

    private static char[] slice(char[] chars, int from, int to) {
        char[] part = new char[to - from];
        System.arraycopy(chars, from, part, 0, part.length);
        return part;
    }

    /** Whether the JDK would store this string as Latin-1 (it words some messages differently). */
    private boolean fitsLatin1() {
        for (int i = 0; i < value.length; i++) {
            if (value[i] > 0xff) {
                return false;
            }
        }
        return true;
    }

    // ---- characters ----

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            if (fitsLatin1()) {
                throw new StringIndexOutOfBoundsException(index);
            }
            TextBounds.position(index, value.length);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        TextBounds.position(index, value.length);
        return CodePoints.startingAt(value, index, value.length);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return CodePoints.endingAt(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return CodePoints.count(value, beginIndex, endIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return CodePoints.move(value, 0, value.length, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        TextBounds.beginEnd(srcBegin, srcEnd, value.length);
        TextBounds.offsetCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    /** Copies the low byte of each char. */
    @Deprecated(since = "1.1")
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        TextBounds.beginEnd(srcBegin, srcEnd, value.length);
        TextBounds.offsetCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin, j = dstBegin; i < srcEnd; i++, j++) {
            dst[j] = (byte) value[i];
        }
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        return StringEncoding.encode(charsetOf(charsetName), value, 0, value.length);
    }

    /** UTF-8, wwvm's default charset. */
    public byte[] getBytes() {
        return StringEncoding.encode(StringEncoding.UTF_8, value, 0, value.length);
    }

    public char[] toCharArray() {
        return slice(value, 0, value.length);
    }

    // ---- comparison ----

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (!(anObject instanceof String)) {
            return false;
        }
        char[] other = ((String) anObject).value;
        return other.length == value.length && TextSearch.sameChars(value, 0, other, 0, value.length);
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof String) {
            return equals(cs);
        }
        if (cs instanceof StringBuffer) {
            synchronized (cs) {
                return contentEquals((AbstractStringBuilder) cs);
            }
        }
        if (cs instanceof AbstractStringBuilder) {
            return contentEquals((AbstractStringBuilder) cs);
        }
        int n = value.length;
        if (cs.length() != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private boolean contentEquals(AbstractStringBuilder sb) {
        return sb.used == value.length && TextSearch.sameChars(value, 0, sb.store, 0, value.length);
    }

    public boolean equalsIgnoreCase(String anotherString) {
        if (this == anotherString) {
            return true;
        }
        return anotherString != null && anotherString.value.length == value.length
                && regionMatchesIgnoreCase(0, anotherString, 0, value.length);
    }

    /** Lexicographic order of the chars; a proper prefix orders first. */
    public int compareTo(String anotherString) {
        char[] other = anotherString.value;
        return TextSearch.compare(value, value.length, other, other.length);
    }

    /**
     * Compares chars after mapping each to upper and then lower case. Like the JDK, when neither
     * string is pure Latin-1, a difference involving a surrogate pair compares whole code points.
     */
    public int compareToIgnoreCase(String str) {
        char[] v1 = value;
        char[] v2 = str.value;
        int n = Math.min(v1.length, v2.length);
        int codePoints = -1;              // unknown until needed: 1 when both strings are non-Latin-1
        for (int i = 0; i < n; i++) {
            char c1 = v1[i];
            char c2 = v2[i];
            if (c1 == c2 || compareIgnoreCase(c1, c2) == 0) {
                continue;
            }
            if (codePoints < 0) {
                codePoints = (!fitsLatin1() && !str.fitsLatin1()) ? 1 : 0;
            }
            if (codePoints == 0 || !(Character.isSurrogate(c1) || Character.isSurrogate(c2))) {
                return compareIgnoreCase(c1, c2);
            }
            int cp1 = pointAround(v1, i, 0, v1.length);
            int cp2 = pointAround(v2, i, 0, v2.length);
            int diff = compareIgnoreCase(cp1, cp2);
            if (diff != 0) {
                return diff;
            }
            if (Character.isHighSurrogate(c1)) {
                i++;                      // both low surrogates are settled too
            }
        }
        return v1.length - v2.length;
    }

    private static int compareIgnoreCase(int a, int b) {
        if (a == b) {
            return 0;
        }
        a = Character.toUpperCase(a);
        b = Character.toUpperCase(b);
        if (a == b) {
            return 0;
        }
        return Character.toLowerCase(a) - Character.toLowerCase(b);
    }

    /** Whether len chars from offset lie inside a text of the given length (len may be negative). */
    private static boolean holds(int length, int offset, int len) {
        return offset >= 0 && (long) offset + len <= length;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        if (!holds(value.length, toffset, len) || !holds(other.value.length, ooffset, len)) {
            return false;
        }
        return len <= 0 || TextSearch.sameChars(value, toffset, other.value, ooffset, len);
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        if (!holds(value.length, toffset, len) || !holds(other.value.length, ooffset, len)) {
            return false;
        }
        return regionMatchesIgnoreCase(toffset, other, ooffset, len);
    }

    /**
     * Both regions (already known to be inside their strings) read the same ignoring case,
     * char by char; where two chars differ and both are surrogates, the code points of the
     * pairs they belong to (pairs that stay inside the regions) are compared instead.
     */
    private boolean regionMatchesIgnoreCase(int toffset, String other, int ooffset, int len) {
        char[] mine = value;
        char[] theirs = other.value;
        int k = 0;
        while (k < len) {
            char a = mine[toffset + k];
            char b = theirs[ooffset + k];
            if (a == b || compareIgnoreCase(a, b) == 0) {
                k++;
                continue;
            }
            if (!Character.isSurrogate(a) || !Character.isSurrogate(b)) {
                return false;
            }
            int cpA = pointAround(mine, toffset + k, toffset, toffset + len);
            int cpB = pointAround(theirs, ooffset + k, ooffset, ooffset + len);
            if (!Character.isSupplementaryCodePoint(cpA) || !Character.isSupplementaryCodePoint(cpB)
                    || compareIgnoreCase(cpA, cpB) != 0) {
                return false;
            }
            k += Character.isHighSurrogate(a) ? 2 : 1;
        }
        return true;
    }

    /** The code point of the pair v[i] is part of within v[start..end), or v[i] when unpaired. */
    private static int pointAround(char[] v, int i, int start, int end) {
        if (CodePoints.pairStartsAt(v, i, end)) {
            return Character.toCodePoint(v[i], v[i + 1]);
        }
        if (CodePoints.pairEndsAt(v, i + 1, start)) {
            return Character.toCodePoint(v[i - 1], v[i]);
        }
        return v[i];
    }

    public boolean startsWith(String prefix, int toffset) {
        return regionMatches(toffset, prefix, 0, prefix.value.length);
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    /** s[0]*31^(n-1) + s[1]*31^(n-2) + ... + s[n-1], computed once. */
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    // ---- searching ----

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    /** Finds a code point; supplementary ones are searched for as surrogate pairs. */
    public int indexOf(int ch, int fromIndex) {
        return TextSearch.firstCodePoint(value, value.length, ch, fromIndex);
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        return TextSearch.lastCodePoint(value, value.length, ch, fromIndex);
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return TextSearch.first(value, value.length, str.value, fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return TextSearch.last(value, value.length, str.value, fromIndex);
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    // ---- derived strings ----

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        TextBounds.beginEnd(beginIndex, endIndex, value.length);
        if (beginIndex == 0 && endIndex == value.length) {
            return this;
        }
        return adopt(slice(value, beginIndex, endIndex));
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.isEmpty()) {
            return this;
        }
        if (value.length == 0) {
            return str;
        }
        char[] v = new char[value.length + str.value.length];
        System.arraycopy(value, 0, v, 0, value.length);
        System.arraycopy(str.value, 0, v, value.length, str.value.length);
        return adopt(v);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar == newChar) {
            return this;
        }
        char[] v = value;
        int first = 0;
        while (first < v.length && v[first] != oldChar) {
            first++;
        }
        if (first == v.length) {
            return this;
        }
        char[] result = slice(v, 0, v.length);
        for (int i = first; i < result.length; i++) {
            if (result[i] == oldChar) {
                result[i] = newChar;
            }
        }
        return adopt(result);
    }

    /** Replaces every occurrence, left to right; an empty target matches around every char. */
    public String replace(CharSequence target, CharSequence replacement) {
        String from = target.toString();
        String to = replacement.toString();
        if (from.value.length == 1 && to.value.length == 1) {
            return replace(from.value[0], to.value[0]);
        }
        return replaceLiteral(from, to, -1);
    }

    /** Replaces up to limit (-1: all) occurrences of the literal text from. */
    private String replaceLiteral(String from, String to, int limit) {
        char[] v = value;
        int fromLength = from.value.length;
        if (fromLength == 0) {
            return insertEverywhere(to);
        }
        int index = indexOf(from);
        if (index < 0) {
            return this;
        }
        StringBuilder sb = new StringBuilder(v.length + 16);
        int last = 0;
        int replaced = 0;
        while (index >= 0 && (limit < 0 || replaced < limit)) {
            sb.append(v, last, index - last).append(to);
            last = index + fromLength;
            replaced++;
            index = indexOf(from, last);
        }
        return sb.append(v, last, v.length - last).toString();
    }

    private String insertEverywhere(String s) {
        long length = value.length + (value.length + 1L) * s.value.length;
        if (length > Integer.MAX_VALUE) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        StringBuilder sb = new StringBuilder((int) length);
        for (int i = 0; i < value.length; i++) {
            sb.append(s).append(value[i]);
        }
        return sb.append(s).toString();
    }

    // ---- regular expressions: a small subset, until java.util.regex exists ----

    /**
     * True if the whole string matches regex. Supported patterns (see SimpleRegex): literals and
     * sequences of single characters, escapes, '.' and character classes, each optionally
     * followed by '+', '*' or '?'; anything else throws UnsupportedOperationException.
     */
    public boolean matches(String regex) {
        return SimpleRegex.compile(regex).matchAt(this, 0) == value.length;
    }

    /** Replaces the first match of regex (the matches subset); '$' references are not supported. */
    public String replaceFirst(String regex, String replacement) {
        return replaceRegex(regex, replacement, 1);
    }

    /** Replaces every match of regex (the matches subset); '$' references are not supported. */
    public String replaceAll(String regex, String replacement) {
        return replaceRegex(regex, replacement, -1);
    }

    /** Like java.util.regex, the replacement is only parsed once there is a match. */
    private String replaceRegex(String regex, String replacement, int limit) {
        SimpleRegex re = SimpleRegex.compile(regex);
        if (re.literal != null && re.literal.length() > 0) {
            if (indexOf(re.literal) < 0) {
                return this;
            }
            return replaceLiteral(re.literal, literalReplacement(replacement), limit);
        }
        int[] match = new int[2];
        int from = 0;
        if (!re.find(this, from, match)) {
            return this;
        }
        String r = literalReplacement(replacement);
        StringBuilder sb = new StringBuilder(value.length + 16);
        int last = 0;
        int count = 0;
        do {
            sb.append(value, last, match[0] - last).append(r);
            last = match[1];
            from = (match[0] == match[1]) ? match[1] + 1 : match[1];
            count++;
        } while ((limit < 0 || count < limit) && from <= value.length && re.find(this, from, match));
        return sb.append(value, last, value.length - last).toString();
    }

    /**
     * Splits around matches of regex (the matches subset, for example ",", "\\s+", "[,;]",
     * "\\.", "\\|") with Pattern.split's rules: at most limit parts if limit is positive, trailing
     * empty strings removed if it is zero, no empty leading part for a zero-width match at 0.
     */
    public String[] split(String regex, int limit) {
        SimpleRegex re = SimpleRegex.compile(regex);
        boolean limited = limit > 0;
        String[] parts = new String[8];
        int count = 0;
        int index = 0;
        int[] match = new int[2];
        int from = 0;
        while (from <= value.length && re.find(this, from, match)) {
            from = (match[0] == match[1]) ? match[1] + 1 : match[1];
            if (limited && count >= limit - 1) {
                break;
            }
            if (index == 0 && match[0] == 0 && match[1] == 0) {
                continue;
            }
            if (count == parts.length) {
                parts = grow(parts);
            }
            parts[count++] = substring(index, match[0]);
            index = match[1];
        }
        if (index == 0) {
            return new String[] {this};        // no match at all
        }
        if (count == parts.length) {
            parts = grow(parts);
        }
        parts[count++] = substring(index, value.length);
        if (limit == 0) {
            while (count > 0 && parts[count - 1].isEmpty()) {
                count--;
            }
        }
        String[] result = new String[count];
        System.arraycopy(parts, 0, result, 0, count);
        return result;
    }

    /** split(regex, 0): trailing empty strings are removed. */
    public String[] split(String regex) {
        return split(regex, 0);
    }

    private static String[] grow(String[] a) {
        String[] grown = new String[a.length * 2];
        System.arraycopy(a, 0, grown, 0, a.length);
        return grown;
    }

    /** A replacement string's text: backslash escapes are honoured, group references are not. */
    private static String literalReplacement(String replacement) {
        char[] r = replacement.value;
        StringBuilder sb = new StringBuilder(r.length);
        for (int i = 0; i < r.length; i++) {
            char c = r[i];
            if (c == '\\') {
                if (++i == r.length) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                sb.append(r[i]);
            } else if (c == '$') {
                throw SimpleRegex.unsupported(replacement);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * The regular expressions String handles without java.util.regex: a sequence of items, each
     * a character, an escaped punctuation character, \t \n \r \f, \s \S \d \D \w \W, '.' or a
     * class [...] of those and ranges (optionally negated with '^'), each optionally followed by
     * '+', '*' or '?' (greedy, with backtracking). Groups, alternation, anchors, counted
     * repetition and class intersection throw UnsupportedOperationException naming the pattern.
     */
    private static final class SimpleRegex {
        // Predicates that items may include, besides explicit ranges.
        private static final int SPACE = 1, NOT_SPACE = 2, DIGIT = 4, NOT_DIGIT = 8, WORD = 16,
                NOT_WORD = 32, ANY_BUT_LINE_END = 64;

        /** The text matched when the pattern is a plain literal, else null. */
        final String literal;
        private final Item[] items;

        /** One position of the pattern: a set of code points and how often it repeats. */
        private static final class Item {
            int[] ranges = new int[0];        // inclusive lo, hi pairs
            int predicates;
            boolean negated;
            int min = 1;
            int max = 1;                      // Integer.MAX_VALUE for '+' and '*'

            boolean accepts(int cp) {
                boolean in = (predicates & SPACE) != 0 && isSpace(cp)
                        || (predicates & NOT_SPACE) != 0 && !isSpace(cp)
                        || (predicates & DIGIT) != 0 && isDigit(cp)
                        || (predicates & NOT_DIGIT) != 0 && !isDigit(cp)
                        || (predicates & WORD) != 0 && isWord(cp)
                        || (predicates & NOT_WORD) != 0 && !isWord(cp)
                        || (predicates & ANY_BUT_LINE_END) != 0 && !isLineEnd(cp);
                for (int i = 0; !in && i < ranges.length; i += 2) {
                    in = cp >= ranges[i] && cp <= ranges[i + 1];
                }
                return in != negated;
            }

            void addRange(int lo, int hi) {
                int[] r = new int[ranges.length + 2];
                System.arraycopy(ranges, 0, r, 0, ranges.length);
                r[ranges.length] = lo;
                r[ranges.length + 1] = hi;
                ranges = r;
            }
        }

        private SimpleRegex(String literal, Item[] items) {
            this.literal = literal;
            this.items = items;
        }

        static UnsupportedOperationException unsupported(String regex) {
            return new UnsupportedOperationException(
                    "regular expression not supported by wwvm (no java.util.regex yet): \"" + regex + "\"");
        }

        static SimpleRegex compile(String regex) {
            Item[] items = new Item[regex.length()];
            int count = 0;
            boolean literal = true;
            StringBuilder text = new StringBuilder();
            int i = 0;
            int n = regex.length();
            while (i < n) {
                Item item = new Item();
                int single = -1;                  // the one char a literal item stands for
                char c = regex.charAt(i++);
                if (c == '[') {
                    i = parseClass(regex, i, item);
                } else if (c == '.') {
                    item.predicates = ANY_BUT_LINE_END;
                } else if (c == '\\') {
                    if (i == n) {
                        throw unsupported(regex);
                    }
                    single = parseEscape(regex, regex.charAt(i++), item);
                } else if ("$|()]{}^?*+".indexOf(c) >= 0) {
                    throw unsupported(regex);
                } else {
                    single = c;
                }
                if (single >= 0) {
                    item.addRange(single, single);
                }
                if (i < n && "+*?".indexOf(regex.charAt(i)) >= 0) {
                    char q = regex.charAt(i++);
                    item.min = (q == '+') ? 1 : 0;
                    item.max = (q == '?') ? 1 : Integer.MAX_VALUE;
                    if (i < n && "+?{".indexOf(regex.charAt(i)) >= 0) {
                        throw unsupported(regex);     // possessive, reluctant or counted
                    }
                }
                if (i < n && regex.charAt(i) == '{') {
                    throw unsupported(regex);
                }
                if (single >= 0 && item.min == 1 && item.max == 1) {
                    text.append((char) single);
                } else {
                    literal = false;
                }
                items[count++] = item;
            }
            Item[] trimmed = new Item[count];
            System.arraycopy(items, 0, trimmed, 0, count);
            return new SimpleRegex(literal ? text.toString() : null, trimmed);
        }

        /** An escape after '\\': returns the char it stands for, or -1 after setting a predicate. */
        private static int parseEscape(String regex, char e, Item item) {
            switch (e) {
                case 's': item.predicates |= SPACE; return -1;
                case 'S': item.predicates |= NOT_SPACE; return -1;
                case 'd': item.predicates |= DIGIT; return -1;
                case 'D': item.predicates |= NOT_DIGIT; return -1;
                case 'w': item.predicates |= WORD; return -1;
                case 'W': item.predicates |= NOT_WORD; return -1;
                case 't': return '\t';
                case 'n': return '\n';
                case 'r': return '\r';
                case 'f': return '\f';
                default:
                    if (e < 128 && !Character.isLetterOrDigit(e)) {
                        return e;
                    }
                    throw unsupported(regex);
            }
        }

        /** Parses a class whose '[' is before i; returns the index after its ']'. */
        private static int parseClass(String regex, int i, Item item) {
            int n = regex.length();
            if (i < n && regex.charAt(i) == '^') {
                item.negated = true;
                i++;
            }
            boolean first = true;
            while (true) {
                if (i >= n) {
                    throw unsupported(regex);
                }
                char c = regex.charAt(i++);
                if (c == ']' && !first) {
                    return i;
                }
                first = false;
                int lo;
                if (c == '\\') {
                    if (i == n) {
                        throw unsupported(regex);
                    }
                    lo = parseEscape(regex, regex.charAt(i++), item);
                    if (lo < 0) {
                        continue;
                    }
                } else if (c == '[' || c == ']' || (c == '&' && i < n && regex.charAt(i) == '&')) {
                    throw unsupported(regex);
                } else {
                    lo = c;
                }
                int hi = lo;
                if (i + 1 < n && regex.charAt(i) == '-' && regex.charAt(i + 1) != ']') {
                    char h = regex.charAt(i + 1);
                    i += 2;
                    if (h == '\\') {
                        if (i == n) {
                            throw unsupported(regex);
                        }
                        hi = parseEscape(regex, regex.charAt(i++), item);
                    } else if (h == '[') {
                        throw unsupported(regex);
                    } else {
                        hi = h;
                    }
                    if (hi < lo) {
                        throw unsupported(regex);
                    }
                }
                item.addRange(lo, hi);
            }
        }

        private static boolean isSpace(int cp) {
            return cp == ' ' || (cp >= '\t' && cp <= '\r');
        }

        private static boolean isDigit(int cp) {
            return cp >= '0' && cp <= '9';
        }

        private static boolean isWord(int cp) {
            return isDigit(cp) || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || cp == '_';
        }

        private static boolean isLineEnd(int cp) {
            return cp == '\n' || cp == '\r' || cp == '\u0085' || cp == '\u2028' || cp == '\u2029';
        }

        /** The leftmost match starting at or after from: its bounds go to match[0..1]. */
        boolean find(String s, int from, int[] match) {
            if (literal != null && literal.length() > 0) {
                int at = s.indexOf(literal, from);
                if (at < 0) {
                    return false;
                }
                match[0] = at;
                match[1] = at + literal.length();
                return true;
            }
            for (int start = from; start <= s.length(); start++) {
                int end = matchAt(s, start);
                if (end >= 0) {
                    match[0] = start;
                    match[1] = end;
                    return true;
                }
            }
            return false;
        }

        /** The end of the (greedy, backtracking) match at start, or -1. */
        int matchAt(String s, int start) {
            return matchItems(s, 0, start);
        }

        private int matchItems(String s, int k, int pos) {
            if (k == items.length) {
                return pos;
            }
            Item item = items[k];
            // Greedy: take as many as allowed, remembering where each repetition ended.
            int[] ends = new int[4];
            int taken = 0;
            int p = pos;
            while (taken < item.max && p < s.length()) {
                int cp = s.codePointAt(p);
                if (!item.accepts(cp)) {
                    break;
                }
                p += Character.charCount(cp);
                if (taken == ends.length) {
                    int[] grown = new int[ends.length * 2];
                    System.arraycopy(ends, 0, grown, 0, ends.length);
                    ends = grown;
                }
                ends[taken++] = p;
            }
            for (int t = taken; t >= item.min; t--) {
                int end = matchItems(s, k + 1, (t == 0) ? pos : ends[t - 1]);
                if (end >= 0) {
                    return end;
                }
            }
            return -1;
        }
    }

    // ---- joining ----

    /** The elements separated by delimiter; null elements read "null". */
    public static String join(CharSequence delimiter, CharSequence... elements) {
        String d = delimiter.toString();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(d);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        String d = delimiter.toString();
        if (elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (CharSequence cs : elements) {
            if (!first) {
                sb.append(d);
            }
            sb.append(cs);
            first = false;
        }
        return sb.toString();
    }

    // ---- case ----

    /**
     * Maps every code point to lower case as the JDK does in its root locale: 'İ' becomes
     * "i" + U+0307, and a capital sigma at the end of a word becomes final sigma 'ς'. Word ends are
     * found with a simplified form of the Unicode word-boundary rules (letters, digits, marks and
     * '_' continue a word; '.', '\'', ':' and the like only between letters or digits).
     */
    public String toLowerCase() {
        char[] v = value;
        int first = 0;
        while (first < v.length) {
            char c = v[first];
            if (Character.isSurrogate(c) || c == '\u0130' || Character.toLowerCase(c) != c) {
                break;
            }
            first++;
        }
        if (first == v.length) {
            return this;
        }
        StringBuilder sb = new StringBuilder(v.length + 1).append(v, 0, first);
        for (int i = first; i < v.length; ) {
            int cp = CodePoints.startingAt(v, i, v.length);
            if (cp == 0x0130) {
                sb.append('i').append('\u0307');
            } else if (cp == 0x03a3) {
                sb.append(isFinalSigma(v, i) ? '\u03c2' : '\u03c3');
            } else {
                sb.appendCodePoint(Character.toLowerCase(cp));
            }
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    /** Whether the sigma at v[index] ends a word that has a cased letter before it. */
    private static boolean isFinalSigma(char[] v, int index) {
        boolean casedBefore = false;
        int i = index;
        while (i > 0) {
            int cp = CodePoints.endingAt(v, i, 0);
            int before = i - Character.charCount(cp);
            if (isCased(cp)) {
                casedBefore = true;
                break;
            }
            if (!continuesWord(v, cp, before, true)) {
                break;
            }
            i = before;
        }
        if (!casedBefore) {
            return false;
        }
        int j = index + 1;
        while (j < v.length) {
            int cp = CodePoints.startingAt(v, j, v.length);
            int after = j + Character.charCount(cp);
            if (isCased(cp)) {
                return false;
            }
            if (!continuesWord(v, cp, after, false)) {
                break;
            }
            j = after;
        }
        return true;
    }

    private static boolean isCased(int cp) {
        return Character.isLowerCase(cp) || Character.isUpperCase(cp) || Character.isTitleCase(cp);
    }

    /**
     * Whether cp belongs to the word being scanned: word chars always do; a mid-word punctuation
     * mark only if a letter or digit lies beyond it (at v[next - 1] going back, v[next] forward).
     */
    private static boolean continuesWord(char[] v, int cp, int next, boolean backward) {
        int type = Character.getType(cp);
        if ((type >= Character.UPPERCASE_LETTER && type <= Character.DECIMAL_DIGIT_NUMBER)
                || type == Character.LETTER_NUMBER || type == Character.CONNECTOR_PUNCTUATION
                || type == Character.FORMAT) {
            return true;
        }
        if (".':\u00b7\u2018\u2019\u2024\ufe52\ufe55\uff07\uff0e\uff1a".indexOf(cp) < 0) {
            return false;
        }
        if (backward) {
            return next > 0 && Character.isLetterOrDigit(CodePoints.endingAt(v, next, 0));
        }
        return next < v.length && Character.isLetterOrDigit(CodePoints.startingAt(v, next, v.length));
    }

    /** Maps every code point to upper case; some expand ('ß' becomes "SS"). */
    public String toUpperCase() {
        char[] v = value;
        int first = 0;
        while (first < v.length) {
            char c = v[first];
            if (Character.isSurrogate(c) || Character.toUpperCase(c) != c
                    || UnicodeProps.upperCaseExpansion(c) != null) {
                break;
            }
            first++;
        }
        if (first == v.length) {
            return this;
        }
        StringBuilder sb = new StringBuilder(v.length + 8).append(v, 0, first);
        for (int i = first; i < v.length; ) {
            int cp = CodePoints.startingAt(v, i, v.length);
            char[] expansion = UnicodeProps.upperCaseExpansion(cp);
            if (expansion != null) {
                sb.append(expansion);
            } else {
                sb.appendCodePoint(Character.toUpperCase(cp));
            }
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    // ---- whitespace ----

    /** Removes leading and trailing chars up to and including ' '. */
    public String trim() {
        char[] v = value;
        int start = 0;
        int end = v.length;
        while (start < end && v[start] <= ' ') {
            start++;
        }
        while (end > start && v[end - 1] <= ' ') {
            end--;
        }
        return (start == 0 && end == v.length) ? this : adopt(slice(v, start, end));
    }

    /** Removes leading and trailing white space as Character.isWhitespace defines it. */
    public String strip() {
        int start = leadingWhitespace();
        int end = (start == value.length) ? start : value.length - trailingWhitespace();
        return substring(start, end);
    }

    public String stripLeading() {
        return substring(leadingWhitespace());
    }

    public String stripTrailing() {
        return substring(0, value.length - trailingWhitespace());
    }

    public boolean isBlank() {
        return leadingWhitespace() == value.length;
    }

    private int leadingWhitespace() {
        int i = 0;
        while (i < value.length) {
            int cp = CodePoints.startingAt(value, i, value.length);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int trailingWhitespace() {
        int i = value.length;
        while (i > 0) {
            int cp = CodePoints.endingAt(value, i, 0);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i -= Character.charCount(cp);
        }
        return value.length - i;
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int n = value.length;
        if (n == 0 || count == 0) {
            return "";
        }
        // the JDK's limit counts bytes, two per char unless the string is Latin-1
        long limit = Integer.MAX_VALUE / count;
        if (limit < n || (limit < 2L * n && !fitsLatin1())) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] v = new char[n * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, v, i * n, n);
        }
        return adopt(v);
    }

    public String toString() {
        return this;
    }

    // ---- formatting and conversion ----

    /** args formatted by format as java.util.Formatter does (root locale). */
    public static String format(String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString();
    }

    /** String.format(this, args). */
    public String formatted(Object... args) {
        return new java.util.Formatter().format(this, args).toString();
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return adopt(new char[] {c});
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    /** The canonical instance with these chars, from the VM's string table. */
    public native String intern();
}
