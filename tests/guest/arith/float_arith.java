// fadd, fsub, fmul, fdiv, frem and fneg including division by zero and NaN.
public class float_arith {
    static float div(float a, float b) { return a / b; }
    static float rem(float a, float b) { return a % b; }

    public static void main(String[] args) {
        System.out.println(1.5f + 2.25f);
        // expect: 3.75
        System.out.println(div(1f, 0f) + " " + div(-1f, 0f) + " " + div(0f, 0f));
        // expect: Infinity -Infinity NaN
        System.out.println(rem(7.5f, 2f) + " " + rem(-7.5f, 2f));
        // expect: 1.5 -1.5
        System.out.println(rem(1f, 0f));
        // expect: NaN
        float z = 0f;
        System.out.println(-z);
        // expect: -0.0
        System.out.println(3f * 0.5f - 1f);
        // expect: 0.5
        System.out.println(Float.MAX_VALUE * 2f);
        // expect: Infinity
        System.out.println(0.1f + 0.2f);
        // expect: 0.3
        System.out.println(16777216f + 1f);
        // expect: 1.6777216E7
    }
}
