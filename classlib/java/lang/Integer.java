// java.lang.Integer: the int box and the int utilities of the API. Text conversion in both
// directions is NumberText's (shared with Long); boxes of -128..127 are made once, when the
// class is initialised, so valueOf returns the same instance for them as the JLS requires.
package java.lang;

/** Wraps an int value and provides int utilities. */
public final class Integer extends Number implements Comparable<Integer> {
    public static final int MIN_VALUE = 0x80000000;
    public static final int MAX_VALUE = 0x7fffffff;
    @SuppressWarnings("unchecked")
    public static final Class<Integer> TYPE = (Class<Integer>) Class.getPrimitiveClass("int");
    public static final int SIZE = 32;
    public static final int BYTES = 4;

    /** The int magnitudes parsing accepts: MAX_VALUE, or 2^31 after a '-'. */
    private static final long POSITIVE_LIMIT = MAX_VALUE;
    private static final long NEGATIVE_LIMIT = 1L << 31;

    /** The boxes valueOf shares, for -128 (index 0) to 127. */
    private static final Integer[] SHARED = new Integer[256];

    static {
        for (int k = 0; k < SHARED.length; k++) {
            SHARED[k] = new Integer(k - 128);
        }
    }

    private final int value;

    @Deprecated(since = "9")
    public Integer(int value) {
        this.value = value;
    }

    @Deprecated(since = "9")
    public Integer(String s) throws NumberFormatException {
        this(parseInt(s, 10));
    }

    // ---- text ----

    public static String toString(int i) {
        return NumberText.decimal(i);
    }

    /** Signed digits in the given radix; a radix outside 2..36 means 10. */
    public static String toString(int i, int radix) {
        return NumberText.signed(i, NumberText.usableRadix(radix));
    }

    public static String toUnsignedString(int i) {
        return NumberText.decimal(toUnsignedLong(i));
    }

    public static String toUnsignedString(int i, int radix) {
        return NumberText.unsigned(toUnsignedLong(i), NumberText.usableRadix(radix));
    }

    public static String toHexString(int i) {
        return NumberText.unsigned(toUnsignedLong(i), 16);
    }

    public static String toOctalString(int i) {
        return NumberText.unsigned(toUnsignedLong(i), 8);
    }

    public static String toBinaryString(int i) {
        return NumberText.unsigned(toUnsignedLong(i), 2);
    }

    /** An optionally signed integer in the given radix; Unicode digits count as digits. */
    public static int parseInt(String s, int radix) throws NumberFormatException {
        return (int) NumberText.parseSigned(s, radix, POSITIVE_LIMIT, NEGATIVE_LIMIT);
    }

    public static int parseInt(String s) throws NumberFormatException {
        return parseInt(s, 10);
    }

    /**
     * Digits with an optional '+' read as an unsigned int. Text that is not a long at all is
     * rejected as parseLong rejects it; a long beyond 32 bits has its own message.
     */
    public static int parseUnsignedInt(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw NumberText.nullInput();
        }
        if (s.isEmpty()) {
            throw NumberText.badInput(s, radix);
        }
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
        long wide = Long.parseLong(s, radix);
        if (wide > 0xffffffffL) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned int.");
        }
        return (int) wide;
    }

    public static int parseUnsignedInt(String s) throws NumberFormatException {
        return parseUnsignedInt(s, 10);
    }

    public static Integer valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseInt(s, radix));
    }

    public static Integer valueOf(String s) throws NumberFormatException {
        return valueOf(parseInt(s, 10));
    }

    public static Integer valueOf(int i) {
        return (i >= -128 && i <= 127) ? SHARED[i + 128] : new Integer(i);
    }

    /** Decimal, hex ("0x", "0X", "#") or octal (leading "0"), optionally signed. */
    public static Integer decode(String nm) throws NumberFormatException {
        return valueOf((int) NumberText.decode(nm, POSITIVE_LIMIT, NEGATIVE_LIMIT));
    }

    /** The system property nm decoded, or val when it is absent or does not decode. */
    public static Integer getInteger(String nm, Integer val) {
        String text = System.propertyOrNull(nm);
        if (text != null) {
            try {
                return decode(text);
            } catch (NumberFormatException e) {
                // a malformed property reads as absent
            }
        }
        return val;
    }

    public static Integer getInteger(String nm) {
        return getInteger(nm, null);
    }

    public static Integer getInteger(String nm, int val) {
        Integer found = getInteger(nm, null);
        return found != null ? found : valueOf(val);
    }

    // ---- the box ----

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public int intValue() {
        return value;
    }

    public long longValue() {
        return value;
    }

    public float floatValue() {
        return value;
    }

    public double doubleValue() {
        return value;
    }

    public String toString() {
        return NumberText.decimal(value);
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(int value) {
        return value;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Integer)) {
            return false;
        }
        return ((Integer) obj).value == value;
    }

    public int compareTo(Integer anotherInteger) {
        return compare(value, anotherInteger.value);
    }

    public static int compare(int x, int y) {
        if (x == y) {
            return 0;
        }
        return x < y ? -1 : 1;
    }

    // ---- unsigned arithmetic: widen to long, where every unsigned int is non-negative ----

    public static int compareUnsigned(int x, int y) {
        return Long.compare(toUnsignedLong(x), toUnsignedLong(y));
    }

    public static long toUnsignedLong(int x) {
        return x & 0xffffffffL;
    }

    public static int divideUnsigned(int dividend, int divisor) {
        return (int) (toUnsignedLong(dividend) / toUnsignedLong(divisor));
    }

    public static int remainderUnsigned(int dividend, int divisor) {
        return (int) (toUnsignedLong(dividend) % toUnsignedLong(divisor));
    }

    // ---- bits ----

    public static int highestOneBit(int i) {
        return i == 0 ? 0 : MIN_VALUE >>> numberOfLeadingZeros(i);
    }

    public static int lowestOneBit(int i) {
        return i & -i;
    }

    /** Narrows in on the top set bit by halving the window: 16, 8, 4, 2, 1 bits. */
    public static int numberOfLeadingZeros(int i) {
        int zeros = 32;
        int rest = i;
        for (int width = 16; width > 0; width >>= 1) {
            int upper = rest >>> width;
            if (upper != 0) {
                zeros -= width;
                rest = upper;
            }
        }
        return zeros - rest;       // rest is now 0 or 1
    }

    public static int numberOfTrailingZeros(int i) {
        return i == 0 ? 32 : 31 - numberOfLeadingZeros(i & -i);
    }

    /** Set bits per nibble value 0..15. */
    private static final String NIBBLE_BITS = "\0\1\1\2\1\2\2\3\1\2\2\3\2\3\3\4";

    public static int bitCount(int i) {
        int count = 0;
        for (int rest = i; rest != 0; rest >>>= 4) {
            count += NIBBLE_BITS.charAt(rest & 0xf);
        }
        return count;
    }

    public static int rotateLeft(int i, int distance) {
        int d = distance & 31;
        return d == 0 ? i : (i << d) | (i >>> (32 - d));
    }

    public static int rotateRight(int i, int distance) {
        return rotateLeft(i, -distance);
    }

    /** Moves bit k to bit 31 - k, one bit at a time. */
    public static int reverse(int i) {
        int result = 0;
        int rest = i;
        for (int k = 0; k < 32; k++) {
            result = (result << 1) | (rest & 1);
            rest >>>= 1;
        }
        return result;
    }

    public static int signum(int i) {
        if (i > 0) {
            return 1;
        }
        return i < 0 ? -1 : 0;
    }

    public static int reverseBytes(int i) {
        int b0 = i & 0xff;
        int b1 = (i >>> 8) & 0xff;
        int b2 = (i >>> 16) & 0xff;
        int b3 = i >>> 24;
        return (b0 << 24) | (b1 << 16) | (b2 << 8) | b3;
    }

    public static int sum(int a, int b) {
        return a + b;
    }

    public static int max(int a, int b) {
        return a >= b ? a : b;
    }

    public static int min(int a, int b) {
        return a <= b ? a : b;
    }
}
