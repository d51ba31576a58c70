// java.lang.Long: the long box (cached for -128..127), conversion to and from text in any radix
// with the JDK's exact messages, unsigned arithmetic and bit twiddling.
package java.lang;

/** Wraps a long value and provides long utilities. */
public final class Long extends Number implements Comparable<Long> {
    public static final long MIN_VALUE = 0x8000000000000000L;
    public static final long MAX_VALUE = 0x7fffffffffffffffL;
    @SuppressWarnings("unchecked")
    public static final Class<Long> TYPE = (Class<Long>) Class.getPrimitiveClass("long");
    public static final int SIZE = 64;
    public static final int BYTES = 8;

    private final long value;

    @Deprecated(since = "9")
    public Long(long value) {
        this.value = value;
    }

    @Deprecated(since = "9")
    public Long(String s) throws NumberFormatException {
        this.value = parseLong(s, 10);
    }

    // ---- to text ----

    /** Signed digits in the given radix; a radix outside 2..36 means 10. */
    public static String toString(long i, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX || radix == 10) {
            return toString(i);
        }
        char[] buf = new char[65];
        int pos = 64;
        boolean negative = i < 0;
        if (!negative) {
            i = -i;               // work with non-positive values so MIN_VALUE needs no special case
        }
        while (i <= -radix) {
            buf[pos--] = Integer.DIGITS[(int) -(i % radix)];
            i = i / radix;
        }
        buf[pos] = Integer.DIGITS[(int) -i];
        if (negative) {
            buf[--pos] = '-';
        }
        return new String(buf, pos, 65 - pos);
    }

    /** Digits of i read as an unsigned number; a radix outside 2..36 means 10. */
    public static String toUnsignedString(long i, int radix) {
        if (i >= 0) {
            return toString(i, radix);
        }
        switch (radix) {
            case 2: return toBinaryString(i);
            case 8: return toOctalString(i);
            case 16: return toHexString(i);
            case 32: return toPowerOfTwoString(i, 5);
            default: break;
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        long quotient = divideUnsigned(i, radix);
        long remainder = i - quotient * radix;
        return toString(quotient, radix) + Integer.DIGITS[(int) remainder];
    }

    public static String toHexString(long i) {
        return toPowerOfTwoString(i, 4);
    }

    public static String toOctalString(long i) {
        return toPowerOfTwoString(i, 3);
    }

    public static String toBinaryString(long i) {
        return toPowerOfTwoString(i, 1);
    }

    /** Digits of i as an unsigned number in radix 2^shift. */
    private static String toPowerOfTwoString(long i, int shift) {
        int bits = SIZE - numberOfLeadingZeros(i);
        int length = Math.max((bits + shift - 1) / shift, 1);
        char[] buf = new char[length];
        int mask = (1 << shift) - 1;
        for (int pos = length - 1; pos >= 0; pos--) {
            buf[pos] = Integer.DIGITS[(int) i & mask];
            i >>>= shift;
        }
        return new String(buf, true);
    }

    public static String toString(long i) {
        int size = stringSize(i);
        char[] buf = new char[size];
        getChars(i, size, buf);
        return new String(buf, true);
    }

    public static String toUnsignedString(long i) {
        return toUnsignedString(i, 10);
    }

    /** The number of chars toString(i) produces. */
    static int stringSize(long i) {
        int sign = 0;
        if (i >= 0) {
            i = -i;
        } else {
            sign = 1;
        }
        long limit = -10;
        for (int digits = 1; digits < 19; digits++) {
            if (i > limit) {
                return digits + sign;
            }
            limit *= 10;
        }
        return 19 + sign;
    }

    /** Writes the decimal digits of i into buf so that they end just before index end. */
    static void getChars(long i, int end, char[] buf) {
        if (i == (int) i) {
            Integer.getChars((int) i, end, buf);     // int division is cheaper
            return;
        }
        int pos = end;
        boolean negative = i < 0;
        if (!negative) {
            i = -i;
        }
        while (i <= -10) {
            long q = i / 10;
            buf[--pos] = (char) ('0' + (q * 10 - i));
            i = q;
        }
        buf[--pos] = (char) ('0' - i);
        if (negative) {
            buf[--pos] = '-';
        }
    }

    // ---- from text ----

    /** Parses an optionally signed long in the given radix (Unicode digits allowed). */
    public static long parseLong(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        Integer.checkRadix(radix);
        int len = s.length();
        if (len == 0) {
            throw NumberFormatException.forInputString(s, radix);
        }
        int i = 0;
        boolean negative = false;
        long limit = -MAX_VALUE;     // accumulate negatively: -MIN_VALUE does not fit
        char first = s.charAt(0);
        if (first == '-' || first == '+') {
            if (len == 1) {
                throw NumberFormatException.forInputString(s, radix);
            }
            negative = first == '-';
            if (negative) {
                limit = MIN_VALUE;
            }
            i = 1;
        }
        long multmin = limit / radix;
        long result = 0;
        for (; i < len; i++) {
            int digit = Character.digit(s.charAt(i), radix);
            if (digit < 0 || result < multmin) {
                throw NumberFormatException.forInputString(s, radix);
            }
            result *= radix;
            if (result < limit + digit) {
                throw NumberFormatException.forInputString(s, radix);
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    public static long parseLong(String s) throws NumberFormatException {
        return parseLong(s, 10);
    }

    /**
     * Parses digits (an optional '+', no '-') as an unsigned long. Like the JDK, strings too
     * long to be sure to fit a signed long are parsed as a signed prefix plus a last digit, and
     * their errors are reported in those terms ("Error at index", "Bad digit at end of").
     */
    public static long parseUnsignedLong(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        int len = s.length();
        if (len == 0) {
            throw NumberFormatException.forInputString(s, radix);
        }
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
        if (len <= 12 || (radix == 10 && len <= 18)) {
            return parseLong(s, radix);      // surely within the signed range
        }
        long prefix = parsePrefix(s, len - 1, radix);
        int last = Character.digit(s.charAt(len - 1), radix);
        if (last < 0) {
            throw new NumberFormatException("Bad digit at end of " + s);
        }
        long maxPrefix = divideUnsigned(-1L - last, radix);
        if (compareUnsigned(prefix, maxPrefix) > 0) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned long.");
        }
        return prefix * radix + last;
    }

    /** parseLong of s[0..end), with errors naming the index of the offending char. */
    private static long parsePrefix(String s, int end, int radix) {
        Integer.checkRadix(radix);
        int i = 0;
        boolean negative = false;
        long limit = -MAX_VALUE;
        char first = s.charAt(0);
        if (first == '-' || first == '+') {
            negative = first == '-';
            if (negative) {
                limit = MIN_VALUE;
            }
            i = 1;
        }
        long multmin = limit / radix;
        long result = 0;
        for (; i < end; i++) {
            int digit = Character.digit(s.charAt(i), radix);
            if (digit < 0 || result < multmin || result * radix < limit + digit) {
                throw new NumberFormatException(
                        "Error at index " + i + " in: \"" + s.substring(0, end) + "\"");
            }
            result = result * radix - digit;
        }
        return negative ? result : -result;
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

    /** Boxes l, sharing the instances for -128..127 as the JDK does. */
    public static Long valueOf(long l) {
        if (l >= -128 && l <= 127) {
            return Cache.VALUES[(int) l + 128];
        }
        return new Long(l);
    }

    /** The shared boxes; a nested class so they are made only when first needed. */
    private static final class Cache {
        static final Long[] VALUES = new Long[256];

        static {
            for (int i = 0; i < VALUES.length; i++) {
                VALUES[i] = new Long(i - 128);
            }
        }
    }

    /** Parses decimal, hex ("0x", "0X", "#") or octal ("0") with an optional sign. */
    public static Long decode(String nm) throws NumberFormatException {
        if (nm.isEmpty()) {
            throw new NumberFormatException("Zero length string");
        }
        int index = 0;
        boolean negative = false;
        char first = nm.charAt(0);
        if (first == '-' || first == '+') {
            negative = first == '-';
            index = 1;
        }
        int radix = 10;
        if (nm.startsWith("0x", index) || nm.startsWith("0X", index)) {
            index += 2;
            radix = 16;
        } else if (nm.startsWith("#", index)) {
            index += 1;
            radix = 16;
        } else if (nm.startsWith("0", index) && nm.length() > index + 1) {
            index += 1;
            radix = 8;
        }
        if (nm.startsWith("-", index) || nm.startsWith("+", index)) {
            throw new NumberFormatException("Sign character in wrong position");
        }
        String digits = nm.substring(index);
        try {
            long magnitude = parseLong(digits, radix);
            return valueOf(negative ? -magnitude : magnitude);
        } catch (NumberFormatException e) {
            // MIN_VALUE's magnitude does not fit; parsing with the sign attached settles it,
            // and otherwise gives the JDK's message
            return valueOf(parseLong(negative ? "-" + digits : digits, radix));
        }
    }

    /** The system property nm decoded as a Long, or val when absent or malformed. */
    public static Long getLong(String nm, Long val) {
        String v = null;
        try {
            v = System.getProperty(nm);
        } catch (IllegalArgumentException | NullPointerException e) {
            // a null or empty name is simply absent
        }
        if (v != null) {
            try {
                return decode(v);
            } catch (NumberFormatException e) {
                // fall through to the default
            }
        }
        return val;
    }

    public static Long getLong(String nm) {
        return getLong(nm, null);
    }

    public static Long getLong(String nm, long val) {
        Long result = getLong(nm, null);
        return (result == null) ? valueOf(val) : result;
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
        return toString(value);
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(long value) {
        return (int) (value ^ (value >>> 32));
    }

    public boolean equals(Object obj) {
        return (obj instanceof Long) && value == ((Long) obj).longValue();
    }

    public int compareTo(Long anotherLong) {
        return compare(value, anotherLong.value);
    }

    public static int compare(long x, long y) {
        return (x < y) ? -1 : ((x == y) ? 0 : 1);
    }

    // ---- unsigned arithmetic ----

    public static int compareUnsigned(long x, long y) {
        return compare(x + MIN_VALUE, y + MIN_VALUE);
    }

    public static long divideUnsigned(long dividend, long divisor) {
        if (divisor < 0) {
            // the divisor is at least 2^63, so the quotient is 0 or 1
            return compareUnsigned(dividend, divisor) < 0 ? 0L : 1L;
        }
        if (dividend >= 0) {
            return dividend / divisor;
        }
        // halve the dividend to make it positive, divide, then fix the last bit of the quotient
        long quotient = ((dividend >>> 1) / divisor) << 1;
        long remainder = dividend - quotient * divisor;
        return quotient + (compareUnsigned(remainder, divisor) >= 0 ? 1 : 0);
    }

    public static long remainderUnsigned(long dividend, long divisor) {
        return dividend - divideUnsigned(dividend, divisor) * divisor;
    }

    // ---- bits ----

    public static long highestOneBit(long i) {
        return i & (MIN_VALUE >>> numberOfLeadingZeros(i));
    }

    public static long lowestOneBit(long i) {
        return i & -i;
    }

    public static int numberOfLeadingZeros(long i) {
        int high = (int) (i >>> 32);
        if (high != 0) {
            return Integer.numberOfLeadingZeros(high);
        }
        return 32 + Integer.numberOfLeadingZeros((int) i);
    }

    public static int numberOfTrailingZeros(long i) {
        int low = (int) i;
        if (low != 0) {
            return Integer.numberOfTrailingZeros(low);
        }
        return 32 + Integer.numberOfTrailingZeros((int) (i >>> 32));
    }

    public static int bitCount(long i) {
        return Integer.bitCount((int) i) + Integer.bitCount((int) (i >>> 32));
    }

    public static long rotateLeft(long i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static long rotateRight(long i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    public static long reverse(long i) {
        long low = Integer.reverse((int) (i >>> 32)) & 0xffffffffL;
        return ((long) Integer.reverse((int) i) << 32) | low;
    }

    public static int signum(long i) {
        return (int) ((i >> 63) | (-i >>> 63));
    }

    public static long reverseBytes(long i) {
        long low = Integer.reverseBytes((int) (i >>> 32)) & 0xffffffffL;
        return ((long) Integer.reverseBytes((int) i) << 32) | low;
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }
}
