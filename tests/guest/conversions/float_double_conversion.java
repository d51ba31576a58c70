// f2d is exact; d2f rounds to nearest, overflows to infinity and underflows to (signed) zero.
public class float_double_conversion {
    static double widen(float f) { return f; }
    static float narrow(double d) { return (float) d; }

    public static void main(String[] args) {
        System.out.println(widen(0.1f));
        // expect: 0.10000000149011612
        System.out.println(widen(Float.MAX_VALUE));
        // expect: 3.4028234663852886E38
        System.out.println(widen(Float.NaN) + " " + widen(Float.NEGATIVE_INFINITY));
        // expect: NaN -Infinity
        System.out.println(narrow(0.1) + " " + narrow(1.0 / 3));
        // expect: 0.1 0.33333334
        System.out.println(narrow(1e40) + " " + narrow(-1e40));
        // expect: Infinity -Infinity
        System.out.println(narrow(1e-50) + " " + narrow(-1e-50));
        // expect: 0.0 -0.0
        System.out.println(narrow(Double.NaN));
        // expect: NaN
        // Exactly half-way between two floats: round to the even one.
        System.out.println(narrow(1.0000000596046448) + " " + narrow(1.00000006));
        // expect: 1.0 1.0000001
    }
}
