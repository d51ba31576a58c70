// f2i and f2l truncate toward zero, saturate at the bounds and turn NaN into 0.
public class float_to_int_saturation {
    static int toInt(float f) { return (int) f; }
    static long toLong(float f) { return (long) f; }

    public static void main(String[] args) {
        System.out.println(toInt(2.7f) + " " + toInt(-2.7f) + " " + toInt(0.99f));
        // expect: 2 -2 0
        System.out.println(toInt(Float.NaN) + " " + toLong(Float.NaN));
        // expect: 0 0
        System.out.println(toInt(Float.POSITIVE_INFINITY) + " " + toInt(Float.NEGATIVE_INFINITY));
        // expect: 2147483647 -2147483648
        System.out.println(toInt(1e10f) + " " + toInt(-1e10f));
        // expect: 2147483647 -2147483648
        System.out.println(toLong(1e30f) + " " + toLong(-1e30f));
        // expect: 9223372036854775807 -9223372036854775808
        System.out.println(toLong(1e10f) + " " + toLong(-0.5f));
        // expect: 10000000000 0
        System.out.println(toInt(2147483520f));
        // expect: 2147483520
    }
}
