// java.lang.Integer: the int box (cached for -128..127), conversion to and from text in any
// radix with the JDK's exact messages, unsigned arithmetic and bit twiddling.
package java.lang;

/** Wraps an int value and provides int utilities. */
public final class Integer extends Number implements Comparable<Integer> {
    public static final int MIN_VALUE = 0x80000000;
    public static final int MAX_VALUE = 0x7fffffff;
    @SuppressWarnings("unchecked")
    public static final Class<Integer> TYPE = (Class<Integer>) Class.getPrimitiveClass("int");
    public static final int SIZE = 32;
    public static final int BYTES = 4;

    /** Digit characters of every radix up to 36 (lower case, as the JDK prints them). */
    static final char[] DIGITS = {
        '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h',
        'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z'
    };

    private final int value;

    @Deprecated(since = "9")
    public Integer(int value) {
        this.value = value;
    }

    @Deprecated(since = "9")
    public Integer(String s) throws NumberFormatException {
        this.value = parseInt(s, 10);
    }

    // ---- to text ----

    /** Signed digits in the given radix; a radix outside 2..36 means 10. */
    public static String toString(int i, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX || radix == 10) {
            return toString(i);
        }
        char[] buf = new char[33];
        int pos = 32;
        boolean negative = i < 0;
        if (!negative) {
            i = -i;               // work with non-positive values so MIN_VALUE needs no special case
        }
        while (i <= -radix) {
            buf[pos--] = DIGITS[-(i % radix)];
            i = i / radix;
        }
        buf[pos] = DIGITS[-i];
        if (negative) {
            buf[--pos] = '-';
        }
        return new String(buf, pos, 33 - pos);
    }

    public static String toUnsignedString(int i, int radix) {
        return Long.toUnsignedString(toUnsignedLong(i), radix);
    }

    public static String toHexString(int i) {
        return toPowerOfTwoString(i, 4);
    }

    public static String toOctalString(int i) {
        return toPowerOfTwoString(i, 3);
    }

    public static String toBinaryString(int i) {
        return toPowerOfTwoString(i, 1);
    }

    /** Digits of i as an unsigned number in radix 2^shift. */
    private static String toPowerOfTwoString(int i, int shift) {
        int bits = SIZE - numberOfLeadingZeros(i);
        int length = Math.max((bits + shift - 1) / shift, 1);
        char[] buf = new char[length];
        int mask = (1 << shift) - 1;
        for (int pos = length - 1; pos >= 0; pos--) {
            buf[pos] = DIGITS[i & mask];
            i >>>= shift;
        }
        return new String(buf, true);
    }

    public static String toString(int i) {
        int size = stringSize(i);
        char[] buf = new char[size];
        getChars(i, size, buf);
        return new String(buf, true);
    }

    public static String toUnsignedString(int i) {
        return Long.toString(toUnsignedLong(i));
    }

    /** The number of chars toString(i) produces. */
    static int stringSize(int i) {
        int sign = 0;
        if (i >= 0) {
            i = -i;
        } else {
            sign = 1;
        }
        int limit = -10;
        for (int digits = 1; digits < 10; digits++) {
            if (i > limit) {
                return digits + sign;
            }
            limit *= 10;
        }
        return 10 + sign;
    }

    /** Writes the decimal digits of i into buf so that they end just before index end. */
    static void getChars(int i, int end, char[] buf) {
        int pos = end;
        boolean negative = i < 0;
        if (!negative) {
            i = -i;
        }
        while (i <= -10) {
            int q = i / 10;
            buf[--pos] = (char) ('0' + (q * 10 - i));
            i = q;
        }
        buf[--pos] = (char) ('0' - i);
        if (negative) {
            buf[--pos] = '-';
        }
    }

    // ---- from text ----

    /** Parses an optionally signed integer in the given radix (Unicode digits allowed). */
    public static int parseInt(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        checkRadix(radix);
        int len = s.length();
        if (len == 0) {
            throw NumberFormatException.forInputString(s, radix);
        }
        int i = 0;
        boolean negative = false;
        int limit = -MAX_VALUE;      // accumulate negatively: -MIN_VALUE does not fit
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
        int multmin = limit / radix;
        int result = 0;
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

    static void checkRadix(int radix) {
        if (radix < Character.MIN_RADIX) {
            throw new NumberFormatException("radix " + radix + " less than Character.MIN_RADIX");
        }
        if (radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix " + radix + " greater than Character.MAX_RADIX");
        }
    }

    public static int parseInt(String s) throws NumberFormatException {
        return parseInt(s, 10);
    }

    /** Parses digits (an optional '+', no '-') as an unsigned int. */
    public static int parseUnsignedInt(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        if (s.isEmpty()) {
            throw NumberFormatException.forInputString(s, radix);
        }
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
        long value = Long.parseLong(s, radix);
        if ((value >>> 32) != 0) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned int.");
        }
        return (int) value;
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

    /** Boxes i, sharing the instances for -128..127 as the language requires. */
    public static Integer valueOf(int i) {
        if (i >= Cache.LOW && i <= Cache.HIGH) {
            return Cache.VALUES[i - Cache.LOW];
        }
        return new Integer(i);
    }

    /** The shared boxes; a nested class so they are made only when first needed. */
    private static final class Cache {
        static final int LOW = -128;
        static final int HIGH = 127;
        static final Integer[] VALUES = new Integer[HIGH - LOW + 1];

        static {
            for (int i = 0; i < VALUES.length; i++) {
                VALUES[i] = new Integer(i + LOW);
            }
        }
    }

    /** Parses decimal, hex ("0x", "0X", "#") or octal ("0") with an optional sign. */
    public static Integer decode(String nm) throws NumberFormatException {
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
            int magnitude = parseInt(digits, radix);
            return valueOf(negative ? -magnitude : magnitude);
        } catch (NumberFormatException e) {
            // MIN_VALUE's magnitude does not fit; parsing with the sign attached settles it,
            // and otherwise gives the JDK's message
            return valueOf(parseInt(negative ? "-" + digits : digits, radix));
        }
    }

    /** The system property nm decoded as an Integer, or val when absent or malformed. */
    public static Integer getInteger(String nm, Integer val) {
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

    public static Integer getInteger(String nm) {
        return getInteger(nm, null);
    }

    public static Integer getInteger(String nm, int val) {
        Integer result = getInteger(nm, null);
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
        return toString(value);
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(int value) {
        return value;
    }

    public boolean equals(Object obj) {
        return (obj instanceof Integer) && value == ((Integer) obj).intValue();
    }

    public int compareTo(Integer anotherInteger) {
        return compare(value, anotherInteger.value);
    }

    public static int compare(int x, int y) {
        return (x < y) ? -1 : ((x == y) ? 0 : 1);
    }

    // ---- unsigned arithmetic ----

    public static int compareUnsigned(int x, int y) {
        return compare(x + MIN_VALUE, y + MIN_VALUE);
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
        return i & (MIN_VALUE >>> numberOfLeadingZeros(i));
    }

    public static int lowestOneBit(int i) {
        return i & -i;
    }

    /** Binary search for the top set bit. */
    public static int numberOfLeadingZeros(int i) {
        if (i <= 0) {
            return i == 0 ? 32 : 0;
        }
        int n = 0;
        if ((i & 0xffff0000) == 0) {
            n += 16;
            i <<= 16;
        }
        if ((i & 0xff000000) == 0) {
            n += 8;
            i <<= 8;
        }
        if ((i & 0xf0000000) == 0) {
            n += 4;
            i <<= 4;
        }
        if ((i & 0xc0000000) == 0) {
            n += 2;
            i <<= 2;
        }
        if ((i & 0x80000000) == 0) {
            n += 1;
        }
        return n;
    }

    /** Binary search for the bottom set bit. */
    public static int numberOfTrailingZeros(int i) {
        if (i == 0) {
            return 32;
        }
        int n = 0;
        if ((i & 0xffff) == 0) {
            n += 16;
            i >>>= 16;
        }
        if ((i & 0xff) == 0) {
            n += 8;
            i >>>= 8;
        }
        if ((i & 0xf) == 0) {
            n += 4;
            i >>>= 4;
        }
        if ((i & 0x3) == 0) {
            n += 2;
            i >>>= 2;
        }
        if ((i & 0x1) == 0) {
            n += 1;
        }
        return n;
    }

    /** Population count by summing bits in ever wider fields. */
    public static int bitCount(int i) {
        i = (i & 0x55555555) + ((i >>> 1) & 0x55555555);
        i = (i & 0x33333333) + ((i >>> 2) & 0x33333333);
        i = (i + (i >>> 4)) & 0x0f0f0f0f;
        i = i + (i >>> 8);
        i = i + (i >>> 16);
        return i & 0x3f;
    }

    public static int rotateLeft(int i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static int rotateRight(int i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    /** Reverses the bits: swap halves of ever smaller fields. */
    public static int reverse(int i) {
        i = ((i & 0x55555555) << 1) | ((i >>> 1) & 0x55555555);
        i = ((i & 0x33333333) << 2) | ((i >>> 2) & 0x33333333);
        i = ((i & 0x0f0f0f0f) << 4) | ((i >>> 4) & 0x0f0f0f0f);
        return reverseBytes(i);
    }

    public static int signum(int i) {
        return (i >> 31) | (-i >>> 31);
    }

    public static int reverseBytes(int i) {
        return (i << 24) | ((i & 0xff00) << 8) | ((i >>> 8) & 0xff00) | (i >>> 24);
    }

    public static int sum(int a, int b) {
        return a + b;
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }
}
