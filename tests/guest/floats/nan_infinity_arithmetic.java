// Arithmetic with NaN and infinities follows IEEE 754: NaN propagates, inf - inf is NaN, 1/-0.0 is -inf.
public class nan_infinity_arithmetic {
    public static void main(String[] args) {
        double inf = Double.POSITIVE_INFINITY, nan = Double.NaN;
        System.out.println((inf + 1) + " " + (inf - inf) + " " + (inf * 0) + " " + (inf * -2));
        // expect: Infinity NaN NaN -Infinity
        System.out.println((nan + 1) + " " + (nan * 0) + " " + (1 / inf) + " " + (-1 / inf));
        // expect: NaN NaN 0.0 -0.0
        System.out.println((1 / -0.0) + " " + (0.0 * -1) + " " + (-0.0 - 0.0) + " " + (-0.0 + -0.0));
        // expect: -Infinity -0.0 -0.0 -0.0
        System.out.println(Math.sqrt(-1) + " " + Math.sqrt(inf) + " " + Math.sqrt(-0.0));
        // expect: NaN Infinity -0.0
        float finf = Float.POSITIVE_INFINITY;
        System.out.println((finf / finf) + " " + (1f / finf) + " " + (finf > Float.MAX_VALUE));
        // expect: NaN 0.0 true
        System.out.println((int) (inf - inf) + " " + (long) -inf);
        // expect: 0 -9223372036854775808
    }
}
