// l2i keeps the low 32 bits; l2f and l2d round to nearest.
public class long_conversions {
    static int toInt(long x) { return (int) x; }
    static float toFloat(long x) { return x; }
    static double toDouble(long x) { return x; }

    public static void main(String[] args) {
        System.out.println(toInt(0x123456789L));
        // expect: 591751049
        System.out.println(toInt(4294967295L) + " " + toInt(2147483648L));
        // expect: -1 -2147483648
        System.out.println(toInt(Long.MIN_VALUE) + " " + toInt(-5L));
        // expect: 0 -5
        System.out.println(toFloat(Long.MAX_VALUE) + " " + toFloat(Long.MIN_VALUE));
        // expect: 9.223372E18 -9.223372E18
        System.out.println(toDouble(Long.MAX_VALUE));
        // expect: 9.223372036854776E18
        System.out.println(toDouble(9007199254740993L));
        // expect: 9.007199254740992E15
        System.out.println(toFloat((1L << 24) + 1) + " " + toDouble(123L));
        // expect: 1.6777216E7 123.0
    }
}
