// dadd, dsub, dmul, ddiv, drem and dneg, including rounding and special values.
public class double_arith {
    static double div(double a, double b) { return a / b; }
    static double rem(double a, double b) { return a % b; }

    public static void main(String[] args) {
        System.out.println(0.1 + 0.2);
        // expect: 0.30000000000000004
        System.out.println(div(1, 0) + " " + div(-1, 0) + " " + div(0, 0));
        // expect: Infinity -Infinity NaN
        System.out.println(rem(10.5, 3) + " " + rem(-10.5, 3) + " " + rem(10.5, -3));
        // expect: 1.5 -1.5 1.5
        System.out.println(rem(5, Double.POSITIVE_INFINITY));
        // expect: 5.0
        System.out.println(rem(Double.POSITIVE_INFINITY, 5));
        // expect: NaN
        double z = 0.0;
        System.out.println(-z + " " + (0.0 - 0.0) + " " + (-0.0 + 0.0));
        // expect: -0.0 0.0 0.0
        System.out.println(Double.MAX_VALUE * 2 - Double.MAX_VALUE);
        // expect: Infinity
        System.out.println(1e308 * 10 / 10);
        // expect: Infinity
        System.out.println(Double.MIN_VALUE / 2);
        // expect: 0.0
    }
}
