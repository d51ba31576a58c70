// Return values widen implicitly (int to long, float to double) and conversions chain correctly.
public class implicit_conversion_in_returns {
    static long asLong(int x) { return x; }
    static double asDouble(float x) { return x; }
    static float viaLong(int x) { long l = x; return l; }
    static int roundTrip(double d) { return (int) (long) (float) d; }

    public static void main(String[] args) {
        System.out.println(asLong(-123) * 1000000000L);
        // expect: -123000000000
        System.out.println(asDouble(1.5f));
        // expect: 1.5
        System.out.println(viaLong(123456789));
        // expect: 1.23456792E8
        System.out.println(roundTrip(123456789.0));
        // expect: 123456792
        System.out.println(roundTrip(-1e20));
        // expect: 0
        System.out.println((int) (char) (byte) -2);
        // expect: 65534
    }
}
