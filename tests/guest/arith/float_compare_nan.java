// fcmpl/fcmpg: every ordered comparison with NaN is false and != is true.
public class float_compare_nan {
    static void cmp(String name, float a, float b) {
        System.out.println(name + ": " + (a < b) + " " + (a <= b) + " " + (a > b) + " "
                + (a >= b) + " " + (a == b) + " " + (a != b));
    }

    public static void main(String[] args) {
        float nan = Float.NaN;
        cmp("1 vs 2", 1f, 2f);
        // expect: 1 vs 2: true true false false false true
        cmp("nan vs 1", nan, 1f);
        // expect: nan vs 1: false false false false false true
        cmp("1 vs nan", 1f, nan);
        // expect: 1 vs nan: false false false false false true
        cmp("nan vs nan", nan, nan);
        // expect: nan vs nan: false false false false false true
        cmp("0 vs -0", 0f, -0f);
        // expect: 0 vs -0: false true false true true false
        cmp("inf vs max", Float.POSITIVE_INFINITY, Float.MAX_VALUE);
        // expect: inf vs max: false false true true false true
        System.out.println(!(nan > 0f) + " " + !(nan < 0f));
        // expect: true true
    }
}
