// Math.sqrt (correctly rounded) and Math.pow cases whose results are exact.
public class sqrt_pow {
    public static void main(String[] args) {
        System.out.println(Math.sqrt(2) + " " + Math.sqrt(144) + " " + Math.sqrt(0.25));
        // expect: 1.4142135623730951 12.0 0.5
        System.out.println(Math.sqrt(-4) + " " + Math.sqrt(Double.POSITIVE_INFINITY) + " " + Math.sqrt(-0.0));
        // expect: NaN Infinity -0.0
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(-3, 3) + " " + Math.pow(10, 15));
        // expect: 1024.0 0.5 -27.0 1.0E15
        System.out.println(Math.pow(7, 0) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(1, Double.NaN));
        // expect: 1.0 1.0 NaN
        System.out.println(Math.pow(0, -1) + " " + Math.pow(-0.0, -1) + " " + Math.pow(-8, 1.0 / 3));
        // expect: Infinity -Infinity NaN
        System.out.println(Math.pow(4, 0.5) + " " + Math.pow(2, 0.5) + " " + Math.pow(1e10, 40));
        // expect: 2.0 1.4142135623730951 Infinity
        System.out.println(Math.cbrt(27) + " " + Math.hypot(3, 4) + " " + Math.cbrt(-8));
        // expect: 3.0 5.0 -2.0
    }
}
