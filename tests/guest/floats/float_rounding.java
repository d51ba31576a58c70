// float arithmetic rounds every operation to float precision (no extra precision is kept).
public class float_rounding {
    public static void main(String[] args) {
        float f = 0.1f;
        float sum = 0;
        for (int i = 0; i < 10; i++) sum += f;
        System.out.println(sum + " " + (sum == 1.0f));
        // expect: 1.0000001 false
        double d = 0;
        for (int i = 0; i < 10; i++) d += 0.1;
        System.out.println(d + " " + (d == 1.0));
        // expect: 0.9999999999999999 false
        float big = 1e8f;
        System.out.println((big + 1f - big) + " " + (big + 4f - big) + " " + (big + 8f - big));
        // expect: 0.0 0.0 8.0
        float x = 16777216f;
        x += 1f;
        System.out.println(x == 16777216f);
        // expect: true
        System.out.println((float) (0.1 * 3) + " " + 0.1f * 3);
        // expect: 0.3 0.3
        System.out.println(1e38f * 10f / 10f);
        // expect: Infinity
    }
}
