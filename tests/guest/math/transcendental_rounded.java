// sin, cos, tan, exp, log, atan2 and friends, printed rounded to 9 decimals so 1-ulp differences vanish.
public class transcendental_rounded {
    static long r(double x) { return Math.round(x * 1e9); }

    public static void main(String[] args) {
        System.out.println(r(Math.sin(1)) + " " + r(Math.cos(1)) + " " + r(Math.tan(0.5)));
        // expect: 841470985 540302306 546302490
        System.out.println(r(Math.exp(1)) + " " + r(Math.log(10)) + " " + r(Math.log10(2)));
        // expect: 2718281828 2302585093 301029996
        System.out.println(r(Math.atan2(1, 1)) + " " + r(Math.asin(0.5)) + " " + r(Math.acos(0)) + " " + r(Math.atan(1)));
        // expect: 785398163 523598776 1570796327 785398163
        System.out.println(r(Math.sinh(1)) + " " + r(Math.cosh(1)) + " " + r(Math.tanh(1)));
        // expect: 1175201194 1543080635 761594156
        System.out.println(r(Math.expm1(1e-5)) + " " + r(Math.log1p(1)) + " " + r(Math.toRadians(180)) + " " + r(Math.toDegrees(1)));
        // expect: 10000 693147181 3141592654 57295779513
        System.out.println(Math.PI + " " + Math.E);
        // expect: 3.141592653589793 2.718281828459045
        System.out.println(Math.sin(0.0) + " " + Math.cos(0.0) + " " + Math.exp(0) + " " + Math.log(1) + " " + Math.log(0));
        // expect: 0.0 1.0 1.0 0.0 -Infinity
    }
}
