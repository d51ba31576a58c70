// dcmpl/dcmpg: every ordered comparison with NaN is false and != is true.
public class double_compare_nan {
    static void cmp(String name, double a, double b) {
        System.out.println(name + ": " + (a < b) + " " + (a <= b) + " " + (a > b) + " "
                + (a >= b) + " " + (a == b) + " " + (a != b));
    }

    static int sign(double d) {
        if (d > 0) return 1;
        if (d < 0) return -1;
        if (d == 0) return 0;
        return 99;
    }

    public static void main(String[] args) {
        double nan = Double.NaN;
        cmp("2 vs 1", 2.0, 1.0);
        // expect: 2 vs 1: false false true true false true
        cmp("nan vs 1", nan, 1.0);
        // expect: nan vs 1: false false false false false true
        cmp("1 vs nan", 1.0, nan);
        // expect: 1 vs nan: false false false false false true
        cmp("-inf vs inf", Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        // expect: -inf vs inf: true true false false false true
        cmp("-0 vs 0", -0.0, 0.0);
        // expect: -0 vs 0: false true false true true false
        System.out.println(sign(3.5) + " " + sign(-0.5) + " " + sign(-0.0) + " " + sign(nan));
        // expect: 1 -1 0 99
    }
}
