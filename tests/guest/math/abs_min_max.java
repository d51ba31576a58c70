// Math.abs, min and max for every numeric type, including -0.0, NaN and MIN_VALUE.
public class abs_min_max {
    public static void main(String[] args) {
        System.out.println(Math.abs(-5) + " " + Math.abs(-5L) + " " + Math.abs(-2.5f) + " " + Math.abs(-2.5));
        // expect: 5 5 2.5 2.5
        System.out.println(Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE));
        // expect: -2147483648 -9223372036854775808
        System.out.println(Math.abs(-0.0) + " " + Math.abs(-0.0f) + " " + Math.abs(Double.NEGATIVE_INFINITY));
        // expect: 0.0 0.0 Infinity
        System.out.println(Math.min(3, -4) + " " + Math.max(3L, -4L) + " " + Math.min(1.5f, 2.5f) + " " + Math.max(1.5, 2.5));
        // expect: -4 3 1.5 2.5
        System.out.println(Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(0.0f, -0.0f));
        // expect: -0.0 0.0 -0.0
        System.out.println(Math.min(Double.NaN, 1.0) + " " + Math.max(1f, Float.NaN));
        // expect: NaN NaN
    }
}
