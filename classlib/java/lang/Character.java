// java.lang.Character: the char box, UTF-16 surrogate arithmetic, and Unicode classification and
// case mapping, exactly as Java 17 (Unicode 13.0) for every code point (see UnicodeProps).
package java.lang;

/** Wraps a char value and provides character utilities. */
public final class Character implements java.io.Serializable, Comparable<Character> {
    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';
    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    public static final byte UNASSIGNED = 0;
    public static final byte UPPERCASE_LETTER = 1;
    public static final byte LOWERCASE_LETTER = 2;
    public static final byte TITLECASE_LETTER = 3;
    public static final byte MODIFIER_LETTER = 4;
    public static final byte OTHER_LETTER = 5;
    public static final byte NON_SPACING_MARK = 6;
    public static final byte ENCLOSING_MARK = 7;
    public static final byte COMBINING_SPACING_MARK = 8;
    public static final byte DECIMAL_DIGIT_NUMBER = 9;
    public static final byte LETTER_NUMBER = 10;
    public static final byte OTHER_NUMBER = 11;
    public static final byte SPACE_SEPARATOR = 12;
    public static final byte LINE_SEPARATOR = 13;
    public static final byte PARAGRAPH_SEPARATOR = 14;
    public static final byte CONTROL = 15;
    public static final byte FORMAT = 16;
    public static final byte PRIVATE_USE = 18;
    public static final byte SURROGATE = 19;
    public static final byte DASH_PUNCTUATION = 20;
    public static final byte START_PUNCTUATION = 21;
    public static final byte END_PUNCTUATION = 22;
    public static final byte CONNECTOR_PUNCTUATION = 23;
    public static final byte OTHER_PUNCTUATION = 24;
    public static final byte MATH_SYMBOL = 25;
    public static final byte CURRENCY_SYMBOL = 26;
    public static final byte MODIFIER_SYMBOL = 27;
    public static final byte OTHER_SYMBOL = 28;
    public static final byte INITIAL_QUOTE_PUNCTUATION = 29;
    public static final byte FINAL_QUOTE_PUNCTUATION = 30;

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0X10FFFF;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    /** The boxes valueOf shares, made when the class is initialised. */
    private static final Character[] SHARED = new Character[128];

    static {
        for (int k = 0; k < SHARED.length; k++) {
            SHARED[k] = new Character((char) (k));
        }
    }

    private final char value;

    @Deprecated(since = "9")
    public Character(char value) {
        this.value = value;
    }

    /** Boxes c, sharing the instances for 0..127 as the JDK does. */
    public static Character valueOf(char c) {
        if (c < 128) {
            return SHARED[c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }

    public boolean equals(Object obj) {
        return (obj instanceof Character) && value == ((Character) obj).charValue();
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    public static String toString(int codePoint) {
        return String.adopt(toChars(codePoint));
    }

    public int compareTo(Character anotherCharacter) {
        return compare(value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static char reverseBytes(char ch) {
        return (char) ((ch << 8) | (ch >>> 8));
    }

    // ---- code points and surrogates ----

    public static boolean isValidCodePoint(int codePoint) {
        return (codePoint >>> 16) < ((MAX_CODE_POINT + 1) >>> 16);
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return (codePoint >>> 16) == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint < MAX_CODE_POINT + 1;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch <= MAX_HIGH_SURROGATE;
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch <= MAX_LOW_SURROGATE;
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch <= MAX_SURROGATE;
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high - MIN_HIGH_SURROGATE) << 10) + (low - MIN_LOW_SURROGATE)
                + MIN_SUPPLEMENTARY_CODE_POINT;
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    /** seq.charAt fails as it fails for a bad index; a low surrogate after index joins it. */
    public static int codePointAt(CharSequence seq, int index) {
        char c = seq.charAt(index);
        if (isHighSurrogate(c) && index + 1 < seq.length()) {
            char next = seq.charAt(index + 1);
            if (isLowSurrogate(next)) {
                return toCodePoint(c, next);
            }
        }
        return c;
    }

    public static int codePointAt(char[] a, int index) {
        return CodePoints.startingAt(a, index, a.length);
    }

    /** A negative index fails on the array access itself, as on the JDK. */
    public static int codePointAt(char[] a, int index, int limit) {
        boolean limitOk = limit >= 0 && limit <= a.length;
        if (!limitOk || index >= limit) {
            throw new IndexOutOfBoundsException();
        }
        return CodePoints.startingAt(a, index, limit);
    }

    public static int codePointBefore(CharSequence seq, int index) {
        char c = seq.charAt(index - 1);
        if (isLowSurrogate(c) && index >= 2) {
            char previous = seq.charAt(index - 2);
            if (isHighSurrogate(previous)) {
                return toCodePoint(previous, c);
            }
        }
        return c;
    }

    public static int codePointBefore(char[] a, int index) {
        return CodePoints.endingAt(a, index, 0);
    }

    /** An index past the array fails on the array access itself, as on the JDK. */
    public static int codePointBefore(char[] a, int index, int start) {
        boolean startOk = start >= 0 && start < a.length;
        if (!startOk || index <= start) {
            throw new IndexOutOfBoundsException();
        }
        return CodePoints.endingAt(a, index, start);
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        }
        if (!isValidCodePoint(codePoint)) {
            throw CodePoints.invalid(codePoint);
        }
        dst[dstIndex + 1] = lowSurrogate(codePoint);
        dst[dstIndex] = highSurrogate(codePoint);
        return 2;
    }

    public static char[] toChars(int codePoint) {
        char[] chars = new char[charCount(codePoint)];
        toChars(codePoint, chars, 0);
        return chars;
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > seq.length()) {
            throw new IndexOutOfBoundsException();
        }
        return CodePoints.count(seq, beginIndex, endIndex);
    }

    public static int codePointCount(char[] a, int offset, int count) {
        if (offset < 0 || count < 0 || a.length - offset < count) {
            throw new IndexOutOfBoundsException();
        }
        return CodePoints.count(a, offset, offset + count);
    }

    public static int offsetByCodePoints(CharSequence seq, int index, int codePointOffset) {
        if (index < 0 || index > seq.length()) {
            throw new IndexOutOfBoundsException();
        }
        return CodePoints.move(seq, index, codePointOffset);
    }

    public static int offsetByCodePoints(char[] a, int start, int count, int index, int codePointOffset) {
        boolean rangeOk = start >= 0 && count >= 0 && a.length - start >= count;
        if (!rangeOk || index < start || index > start + count) {
            throw new IndexOutOfBoundsException();
        }
        return CodePoints.move(a, start, start + count, index, codePointOffset);
    }

    // ---- classification ----

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    /** Lowercase letters and the Other_Lowercase characters (such as 'ª' and 'º'). */
    public static boolean isLowerCase(int codePoint) {
        return (UnicodeProps.attributes(codePoint) & UnicodeProps.LOWER) != 0;
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    /** Uppercase letters and the Other_Uppercase characters (such as Roman numerals). */
    public static boolean isUpperCase(int codePoint) {
        return (UnicodeProps.attributes(codePoint) & UnicodeProps.UPPER) != 0;
    }

    public static boolean isTitleCase(char ch) {
        return isTitleCase((int) ch);
    }

    public static boolean isTitleCase(int codePoint) {
        return getType(codePoint) == TITLECASE_LETTER;
    }

    public static boolean isDigit(char ch) {
        return isDigit((int) ch);
    }

    public static boolean isDigit(int codePoint) {
        if (codePoint < 128) {
            return codePoint >= '0' && codePoint <= '9';
        }
        return getType(codePoint) == DECIMAL_DIGIT_NUMBER;
    }

    public static boolean isDefined(char ch) {
        return isDefined((int) ch);
    }

    public static boolean isDefined(int codePoint) {
        return getType(codePoint) != UNASSIGNED;
    }

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    public static boolean isLetter(int codePoint) {
        int type = getType(codePoint);
        return type >= UPPERCASE_LETTER && type <= OTHER_LETTER;
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetterOrDigit((int) ch);
    }

    public static boolean isLetterOrDigit(int codePoint) {
        int type = getType(codePoint);
        return (type >= UPPERCASE_LETTER && type <= OTHER_LETTER) || type == DECIMAL_DIGIT_NUMBER;
    }

    @Deprecated(since = "1.1")
    public static boolean isJavaLetter(char ch) {
        return isJavaIdentifierStart(ch);
    }

    @Deprecated(since = "1.1")
    public static boolean isJavaLetterOrDigit(char ch) {
        return isJavaIdentifierPart(ch);
    }

    public static boolean isAlphabetic(int codePoint) {
        return (UnicodeProps.attributes(codePoint) & UnicodeProps.ALPHABETIC) != 0;
    }

    public static boolean isIdeographic(int codePoint) {
        return (UnicodeProps.attributes(codePoint) & UnicodeProps.IDEOGRAPHIC) != 0;
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isJavaIdentifierStart((int) ch);
    }

    public static boolean isJavaIdentifierStart(int codePoint) {
        return (UnicodeProps.attributes(codePoint) & UnicodeProps.JAVA_START) != 0;
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isJavaIdentifierPart((int) ch);
    }

    public static boolean isJavaIdentifierPart(int codePoint) {
        return (UnicodeProps.attributes(codePoint) & UnicodeProps.JAVA_PART) != 0;
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return isUnicodeIdentifierStart((int) ch);
    }

    public static boolean isUnicodeIdentifierStart(int codePoint) {
        return (UnicodeProps.attributes(codePoint) & UnicodeProps.UNICODE_START) != 0;
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    public static boolean isUnicodeIdentifierPart(int codePoint) {
        return (UnicodeProps.attributes(codePoint) & UnicodeProps.UNICODE_PART) != 0;
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return isIdentifierIgnorable((int) ch);
    }

    public static boolean isIdentifierIgnorable(int codePoint) {
        return (UnicodeProps.attributes(codePoint) & UnicodeProps.IGNORABLE) != 0;
    }

    public static boolean isMirrored(char ch) {
        return isMirrored((int) ch);
    }

    public static boolean isMirrored(int codePoint) {
        return (UnicodeProps.attributes(codePoint) & UnicodeProps.MIRRORED) != 0;
    }

    /** ASCII space, tab, line feed, form feed or carriage return. */
    @Deprecated(since = "1.1")
    public static boolean isSpace(char ch) {
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\f' || ch == '\r';
    }

    public static boolean isSpaceChar(char ch) {
        return isSpaceChar((int) ch);
    }

    /** Space, line and paragraph separators (Zs, Zl, Zp), including no-break spaces. */
    public static boolean isSpaceChar(int codePoint) {
        int type = getType(codePoint);
        return type == SPACE_SEPARATOR || type == LINE_SEPARATOR || type == PARAGRAPH_SEPARATOR;
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    /** Separators other than the no-break spaces, plus tab, LF, VT, FF, CR and U+001C..U+001F. */
    public static boolean isWhitespace(int codePoint) {
        if (codePoint <= ' ') {
            return codePoint == ' ' || (codePoint >= 0x09 && codePoint <= 0x0d)
                    || (codePoint >= 0x1c && codePoint <= 0x1f);
        }
        if (codePoint == 0x00a0 || codePoint == 0x2007 || codePoint == 0x202f) {
            return false;
        }
        return isSpaceChar(codePoint);
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    public static boolean isISOControl(int codePoint) {
        return (codePoint >= 0x00 && codePoint <= 0x1f) || (codePoint >= 0x7f && codePoint <= 0x9f);
    }

    public static int getType(char ch) {
        return getType((int) ch);
    }

    /** The general category, one of the byte constants above. */
    public static int getType(int codePoint) {
        return UnicodeProps.attributes(codePoint) & UnicodeProps.TYPE_MASK;
    }

    // ---- case mapping ----

    public static char toLowerCase(char ch) {
        return (char) toLowerCase((int) ch);
    }

    public static int toLowerCase(int codePoint) {
        if (codePoint < 128) {
            return (codePoint >= 'A' && codePoint <= 'Z') ? codePoint + ('a' - 'A') : codePoint;
        }
        return UnicodeProps.toLowerCase(codePoint);
    }

    public static char toUpperCase(char ch) {
        return (char) toUpperCase((int) ch);
    }

    public static int toUpperCase(int codePoint) {
        if (codePoint < 128) {
            return (codePoint >= 'a' && codePoint <= 'z') ? codePoint - ('a' - 'A') : codePoint;
        }
        return UnicodeProps.toUpperCase(codePoint);
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    public static int toTitleCase(int codePoint) {
        if (codePoint < 128) {
            return toUpperCase(codePoint);
        }
        return UnicodeProps.toTitleCase(codePoint);
    }

    // ---- digits and numeric values ----

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    /**
     * The value of codePoint as a digit in radix, or -1: decimal digits of any script, and the
     * Latin letters (ASCII or fullwidth) as 10..35.
     */
    public static int digit(int codePoint, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int value;
        if (codePoint >= '0' && codePoint <= '9') {
            value = codePoint - '0';
        } else if (codePoint >= 'a' && codePoint <= 'z') {
            value = codePoint - 'a' + 10;
        } else if (codePoint >= 'A' && codePoint <= 'Z') {
            value = codePoint - 'A' + 10;
        } else if (codePoint < 128) {
            return -1;
        } else if (codePoint >= 0xff21 && codePoint <= 0xff3a) {
            value = codePoint - 0xff21 + 10;          // fullwidth A-Z
        } else if (codePoint >= 0xff41 && codePoint <= 0xff5a) {
            value = codePoint - 0xff41 + 10;          // fullwidth a-z
        } else if (getType(codePoint) == DECIMAL_DIGIT_NUMBER) {
            value = UnicodeProps.numericValue(codePoint);
        } else {
            return -1;
        }
        return value < radix ? value : -1;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    /** The Unicode numeric value; letters a-z count 10..35; -2 for fractions and the like. */
    public static int getNumericValue(int codePoint) {
        return UnicodeProps.numericValue(codePoint);
    }

    /** The char for digit in radix (lower-case letters above 9), or '\0' if it is not one. */
    public static char forDigit(int digit, int radix) {
        if (digit >= radix || digit < 0 || radix < MIN_RADIX || radix > MAX_RADIX) {
            return '\0';
        }
        return (char) (digit < 10 ? '0' + digit : 'a' - 10 + digit);
    }
}
