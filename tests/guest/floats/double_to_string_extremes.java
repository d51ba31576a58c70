// Double.toString of large, tiny and special values.
public class double_to_string_extremes {
    public static void main(String[] args) {
        System.out.println(1e21);
        // expect: 1.0E21
        System.out.println(Double.MAX_VALUE);
        // expect: 1.7976931348623157E308
        System.out.println(Double.MIN_VALUE);
        // expect: 4.9E-324
        System.out.println(Double.MIN_NORMAL);
        // expect: 2.2250738585072014E-308
        System.out.println(-0.0);
        // expect: -0.0
        System.out.println(0.0);
        // expect: 0.0
        System.out.println(Double.NaN);
        // expect: NaN
        System.out.println(Double.POSITIVE_INFINITY + " " + Double.NEGATIVE_INFINITY);
        // expect: Infinity -Infinity
        System.out.println(Long.MAX_VALUE * 1.0);
        // expect: 9.223372036854776E18
        System.out.println(1e100);
        // expect: 1.0E100
    }
}
