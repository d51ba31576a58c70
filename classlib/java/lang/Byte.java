// java.lang.Byte: the byte box (every value cached) and byte parsing with the JDK's range messages.
package java.lang;

/** Wraps a byte value. */
public final class Byte extends Number implements Comparable<Byte> {
    public static final byte MIN_VALUE = -128;
    public static final byte MAX_VALUE = 127;
    @SuppressWarnings("unchecked")
    public static final Class<Byte> TYPE = (Class<Byte>) Class.getPrimitiveClass("byte");
    public static final int SIZE = 8;
    public static final int BYTES = 1;

    /** The boxes valueOf shares, made when the class is initialised (index 0 holds -128). */
    private static final Byte[] SHARED = new Byte[256];

    static {
        for (int k = 0; k < SHARED.length; k++) {
            SHARED[k] = new Byte((byte) (k - 128));
        }
    }

    private final byte value;

    @Deprecated(since = "9")
    public Byte(byte value) {
        this.value = value;
    }

    @Deprecated(since = "9")
    public Byte(String s) throws NumberFormatException {
        this.value = parseByte(s, 10);
    }

    public static String toString(byte b) {
        return Integer.toString(b);
    }

    /** Boxes b; every byte value has one shared box. */
    public static Byte valueOf(byte b) {
        return SHARED[b + 128];
    }

    public static byte parseByte(String s, int radix) throws NumberFormatException {
        int i = Integer.parseInt(s, radix);
        if (i < MIN_VALUE || i > MAX_VALUE) {
            throw new NumberFormatException("Value out of range. Value:\"" + s + "\" Radix:" + radix);
        }
        return (byte) i;
    }

    public static byte parseByte(String s) throws NumberFormatException {
        return parseByte(s, 10);
    }

    public static Byte valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseByte(s, radix));
    }

    public static Byte valueOf(String s) throws NumberFormatException {
        return valueOf(s, 10);
    }

    /** Integer.decode, then a range check. */
    public static Byte decode(String nm) throws NumberFormatException {
        int i = Integer.decode(nm).intValue();
        if (i < MIN_VALUE || i > MAX_VALUE) {
            throw new NumberFormatException("Value " + i + " out of range from input " + nm);
        }
        return valueOf((byte) i);
    }

    public byte byteValue() {
        return value;
    }

    public short shortValue() {
        return value;
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
        return Integer.toString(value);
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(byte value) {
        return value;
    }

    public boolean equals(Object obj) {
        return (obj instanceof Byte) && value == ((Byte) obj).byteValue();
    }

    public int compareTo(Byte anotherByte) {
        return compare(value, anotherByte.value);
    }

    public static int compare(byte x, byte y) {
        return x - y;
    }

    public static int compareUnsigned(byte x, byte y) {
        return toUnsignedInt(x) - toUnsignedInt(y);
    }

    public static int toUnsignedInt(byte x) {
        return x & 0xff;
    }

    public static long toUnsignedLong(byte x) {
        return x & 0xffL;
    }
}
