// Binary numeric promotion: int op long is long, long op float is float, float op double is double.
public class mixed_type_arithmetic {
    public static void main(String[] args) {
        int i = 7;
        long l = 3000000000L;
        float f = 0.5f;
        double d = 0.25;
        System.out.println(i + l);
        // expect: 3000000007
        System.out.println(l * f);
        // expect: 1.5E9
        System.out.println(f + d);
        // expect: 0.75
        System.out.println(i / 2 + i / 2.0);
        // expect: 6.5
        System.out.println(i * 1000000000);
        // expect: -1589934592
        System.out.println(i * 1000000000L);
        // expect: 7000000000
        System.out.println(1 / 3 * 3 + " " + 1.0f / 3 * 3);
        // expect: 0 1.0
    }
}
