// ldc of int, float and String constants from the constant pool.
public class ldc_int_float_string {
    public static void main(String[] args) {
        int big = 1000000;
        int neg = -123456789;
        float f = 2.5f;
        float g = 3.14159f;
        String s = "constant string";
        System.out.println(big + " " + neg);
        // expect: 1000000 -123456789
        System.out.println(f + " " + g);
        // expect: 2.5 3.14159
        System.out.println(s);
        // expect: constant string
        System.out.println(Integer.MAX_VALUE + " " + Integer.MIN_VALUE);
        // expect: 2147483647 -2147483648
        System.out.println(Float.NaN + " " + Float.NEGATIVE_INFINITY);
        // expect: NaN -Infinity
        System.out.println("".length());
        // expect: 0
    }
}
