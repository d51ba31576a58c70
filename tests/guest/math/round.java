// Math.round rounds half up (toward positive infinity), saturates, and maps NaN to 0.
public class round {
    public static void main(String[] args) {
        System.out.println(Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(2.4) + " " + Math.round(-2.6));
        // expect: 3 -2 2 -3
        System.out.println(Math.round(0.49999999999999994) + " " + Math.round(-0.5) + " " + Math.round(0.5));
        // expect: 0 0 1
        System.out.println(Math.round(Double.NaN) + " " + Math.round(1e20) + " " + Math.round(-1e20));
        // expect: 0 9223372036854775807 -9223372036854775808
        System.out.println(Math.round(2.5f) + " " + Math.round(-3.5f) + " " + Math.round(Float.NaN) + " " + Math.round(1e10f));
        // expect: 3 -3 0 2147483647
        System.out.println(Math.round(4503599627370497.0));
        // expect: 4503599627370497
    }
}
