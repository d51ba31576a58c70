// ldc2_w loads long and double constants that have no short form.
public class ldc2_w_long_double {
    public static void main(String[] args) {
        long a = 1234567890123L;
        long b = -9000000000000000000L;
        long c = 2L;
        double d = 3.5;
        double e = -1.0E-300;
        double f = 6.02214076E23;
        System.out.println(a + " " + b + " " + c);
        // expect: 1234567890123 -9000000000000000000 2
        System.out.println(d + " " + e + " " + f);
        // expect: 3.5 -1.0E-300 6.02214076E23
        System.out.println(Long.MAX_VALUE + " " + Long.MIN_VALUE);
        // expect: 9223372036854775807 -9223372036854775808
        System.out.println(Double.MAX_VALUE + " " + Double.MIN_VALUE);
        // expect: 1.7976931348623157E308 4.9E-324
        System.out.println(Double.POSITIVE_INFINITY + " " + Double.NaN);
        // expect: Infinity NaN
    }
}
