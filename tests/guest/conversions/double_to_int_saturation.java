// d2i and d2l truncate toward zero, saturate at the bounds and turn NaN into 0.
public class double_to_int_saturation {
    static int toInt(double d) { return (int) d; }
    static long toLong(double d) { return (long) d; }

    public static void main(String[] args) {
        System.out.println(toInt(3.99) + " " + toInt(-3.99) + " " + toInt(-0.0));
        // expect: 3 -3 0
        System.out.println(toInt(Double.NaN) + " " + toLong(Double.NaN));
        // expect: 0 0
        System.out.println(toInt(1e10) + " " + toInt(-1e10));
        // expect: 2147483647 -2147483648
        System.out.println(toInt(2147483647.9) + " " + toInt(-2147483648.9));
        // expect: 2147483647 -2147483648
        System.out.println(toLong(1e19) + " " + toLong(-1e19));
        // expect: 9223372036854775807 -9223372036854775808
        System.out.println(toLong(Double.POSITIVE_INFINITY) + " " + toLong(Double.NEGATIVE_INFINITY));
        // expect: 9223372036854775807 -9223372036854775808
        System.out.println(toLong(9.99) + " " + toLong(-9.99) + " " + toLong(1e15 + 0.5));
        // expect: 9 -9 1000000000000000
    }
}
