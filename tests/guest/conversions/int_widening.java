// i2l, i2f and i2d; i2f rounds integers that need more than 24 significant bits.
public class int_widening {
    static long toLong(int x) { return x; }
    static float toFloat(int x) { return x; }
    static double toDouble(int x) { return x; }

    public static void main(String[] args) {
        System.out.println(toLong(-1) + " " + toLong(Integer.MIN_VALUE));
        // expect: -1 -2147483648
        System.out.println(toFloat(16777216) + " " + toFloat(16777217));
        // expect: 1.6777216E7 1.6777216E7
        System.out.println(toFloat(16777219));
        // expect: 1.677722E7
        System.out.println(toFloat(Integer.MAX_VALUE));
        // expect: 2.14748365E9
        System.out.println(toDouble(Integer.MAX_VALUE) + " " + toDouble(-7));
        // expect: 2.147483647E9 -7.0
        System.out.println(toFloat(0) + " " + toDouble(0));
        // expect: 0.0 0.0
    }
}
