// java.lang.Long: the long box and the long utilities of the API. Text conversion is
// NumberText's (shared with Integer); boxes of -128..127 are made when the class is
// initialised and shared by valueOf.
package java.lang;

/** Wraps a long value and provides long utilities. */
public final class Long extends Number implements Comparable<Long> {
    public static final long MIN_VALUE = 0x8000000000000000L;
    public static final long MAX_VALUE = 0x7fffffffffffffffL;
    @SuppressWarnings("unchecked")
    public static final Class<Long> TYPE = (Class<Long>) Class.getPrimitiveClass("long");
    public static final int SIZE = 64;
    public static final int BYTES = 8;

    /** The boxes valueOf shares, for -128 (index 0) to 127. */
    private static final Long[] SHARED = new Long[256];

    static {
        for (int k = 0; k < SHARED.length; k++) {
            SHARED[k] = new Long(k - 128);
        }
    }

    private final long value;

    @Deprecated(since = "9")
    public Long(long value) {
        this.value = value;
    }

    @Deprecated(since = "9")
    public Long(String s) throws NumberFormatException {
        this(parseLong(s, 10));
    }

    // ---- text ----

    public static String toString(long i) {
        return NumberText.decimal(i);
    }

    /** Signed digits in the given radix; a radix outside 2..36 means 10. */
    public static String toString(long i, int radix) {
        return NumberText.signed(i, NumberText.usableRadix(radix));
    }

    public static String toUnsignedString(long i) {
        return NumberText.unsigned(i, 10);
    }

    /** The digits of i read as unsigned; a radix outside 2..36 means 10. */
    public static String toUnsignedString(long i, int radix) {
        return NumberText.unsigned(i, NumberText.usableRadix(radix));
    }

    public static String toHexString(long i) {
        return NumberText.unsigned(i, 16);
    }

    public static String toOctalString(long i) {
        return NumberText.unsigned(i, 8);
    }

    public static String toBinaryString(long i) {
        return NumberText.unsigned(i, 2);
    }

    /** An optionally signed long in the given radix; Unicode digits count as digits. */
    public static long parseLong(String s, int radix) throws NumberFormatException {
        // the limits are magnitudes read as unsigned: 2^63 - 1, and 2^63 after a '-'
        return NumberText.parseSigned(s, radix, MAX_VALUE, MIN_VALUE);
    }

    public static long parseLong(String s) throws NumberFormatException {
        return parseLong(s, 10);
    }

    /**
     * Digits with an optional '+' read as an unsigned long. Text short enough to be surely
     * below 2^63 is parsed as parseLong does. Longer text is read as a prefix that must be a
     * long (a bad char there is reported by its index in the prefix) and a last digit that
     * must keep the value below 2^64.
     */
    public static long parseUnsignedLong(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw NumberText.nullInput();
        }
        int length = s.length();
        if (length == 0) {
            throw NumberText.badInput(s, radix);
        }
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
        // 36^12 < 2^63 and 10^18 < 2^63: such text cannot leave the signed range
        if (length <= 12 || (radix == 10 && length <= 18)) {
            return parseLong(s, radix);
        }
        NumberText.requireRadix(radix);
        int prefixEnd = length - 1;
        int firstDigit = s.charAt(0) == '+' ? 1 : 0;
        long prefix = NumberText.readDigits(s, firstDigit, prefixEnd, radix, MAX_VALUE, true);
        int last = Character.digit(s.charAt(prefixEnd), radix);
        if (last < 0) {
            throw new NumberFormatException("Bad digit at end of " + s);
        }
        // prefix * radix + last <= 2^64 - 1 exactly when prefix <= (2^64 - 1 - last) / radix
        if (compareUnsigned(prefix, divideUnsigned(-1L - last, radix)) > 0) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned long.");
        }
        return prefix * radix + last;
    }

    public static long parseUnsignedLong(String s) throws NumberFormatException {
        return parseUnsignedLong(s, 10);
    }

    public static Long valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseLong(s, radix));
    }

    public static Long valueOf(String s) throws NumberFormatException {
        return valueOf(parseLong(s, 10));
    }

    public static Long valueOf(long l) {
        return (l >= -128 && l <= 127) ? SHARED[(int) l + 128] : new Long(l);
    }

    /** Decimal, hex ("0x", "0X", "#") or octal (leading "0"), optionally signed. */
    public static Long decode(String nm) throws NumberFormatException {
        return valueOf(NumberText.decode(nm, MAX_VALUE, MIN_VALUE));
    }

    /** The system property nm decoded, or val when it is absent or does not decode. */
    public static Long getLong(String nm, Long val) {
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

    public static Long getLong(String nm) {
        return getLong(nm, null);
    }

    public static Long getLong(String nm, long val) {
        Long found = getLong(nm, null);
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
        return (int) value;
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
        return hashCode(value);
    }

    /** The two halves folded together, as the API specifies. */
    public static int hashCode(long value) {
        return (int) value ^ (int) (value >>> 32);
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Long)) {
            return false;
        }
        return ((Long) obj).value == value;
    }

    public int compareTo(Long anotherLong) {
        return compare(value, anotherLong.value);
    }

    public static int compare(long x, long y) {
        if (x == y) {
            return 0;
        }
        return x < y ? -1 : 1;
    }

    // ---- unsigned arithmetic ----

    /** Flipping the sign bit maps unsigned order onto signed order. */
    public static int compareUnsigned(long x, long y) {
        return compare(x ^ MIN_VALUE, y ^ MIN_VALUE);
    }

    /**
     * Unsigned quotient. A divisor of 2^63 or more goes at most once. A dividend of 2^63 or
     * more is halved so that signed division applies; doubling that quotient leaves a
     * remainder below twice the divisor, so at most one more subtraction is due.
     */
    public static long divideUnsigned(long dividend, long divisor) {
        if (divisor < 0) {
            return compareUnsigned(dividend, divisor) >= 0 ? 1 : 0;
        }
        if (dividend >= 0) {
            return dividend / divisor;
        }
        long quotient = ((dividend >>> 1) / divisor) << 1;
        long remainder = dividend - quotient * divisor;
        return compareUnsigned(remainder, divisor) >= 0 ? quotient + 1 : quotient;
    }

    public static long remainderUnsigned(long dividend, long divisor) {
        if (dividend >= 0 && divisor > 0) {
            return dividend % divisor;
        }
        return dividend - divideUnsigned(dividend, divisor) * divisor;
    }

    // ---- bits: each half is handed to Integer ----

    private static int high(long i) {
        return (int) (i >>> 32);
    }

    private static long join(int high, int low) {
        return ((long) high << 32) | (low & 0xffffffffL);
    }

    public static long highestOneBit(long i) {
        return i == 0 ? 0 : MIN_VALUE >>> numberOfLeadingZeros(i);
    }

    public static long lowestOneBit(long i) {
        return i & -i;
    }

    public static int numberOfLeadingZeros(long i) {
        int top = high(i);
        return top != 0 ? Integer.numberOfLeadingZeros(top) : 32 + Integer.numberOfLeadingZeros((int) i);
    }

    public static int numberOfTrailingZeros(long i) {
        int bottom = (int) i;
        return bottom != 0 ? Integer.numberOfTrailingZeros(bottom) : 32 + Integer.numberOfTrailingZeros(high(i));
    }

    public static int bitCount(long i) {
        return Integer.bitCount(high(i)) + Integer.bitCount((int) i);
    }

    public static long rotateLeft(long i, int distance) {
        int d = distance & 63;
        return d == 0 ? i : (i << d) | (i >>> (64 - d));
    }

    public static long rotateRight(long i, int distance) {
        return rotateLeft(i, -distance);
    }

    /** The reversed low half becomes the high half and the other way round. */
    public static long reverse(long i) {
        return join(Integer.reverse((int) i), Integer.reverse(high(i)));
    }

    public static long reverseBytes(long i) {
        return join(Integer.reverseBytes((int) i), Integer.reverseBytes(high(i)));
    }

    public static int signum(long i) {
        if (i > 0) {
            return 1;
        }
        return i < 0 ? -1 : 0;
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return a >= b ? a : b;
    }

    public static long min(long a, long b) {
        return a <= b ? a : b;
    }
}
