// Float.toString prints the shortest digits that identify the float (as JDK 17 does).
public class float_to_string {
    public static void main(String[] args) {
        System.out.println(1.1f);
        // expect: 1.1
        System.out.println(3.4028235E38f);
        // expect: 3.4028235E38
        System.out.println(Float.MIN_VALUE);
        // expect: 1.4E-45
        System.out.println(0.1f);
        // expect: 0.1
        System.out.println(1.0f / 3);
        // expect: 0.33333334
        System.out.println(1e10f);
        // expect: 1.0E10
        System.out.println(1.0E-5f);
        // expect: 1.0E-5
        System.out.println(123456.79f);
        // expect: 123456.79
        System.out.println(-0.0f + " " + Float.NaN + " " + Float.NEGATIVE_INFINITY);
        // expect: -0.0 NaN -Infinity
        System.out.println(16777216f * 4);
        // expect: 6.7108864E7
        System.out.println((float) 0.001 + " " + 1000000f + " " + 1e7f);
        // expect: 0.001 1000000.0 1.0E7
    }
}
