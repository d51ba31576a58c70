// Floats and doubles in string concatenation and StringBuilder use the same toString digits.
public class float_double_in_concat {
    public static void main(String[] args) {
        float f = 2.5f;
        double d = 1.0 / 8;
        System.out.println("f=" + f + " d=" + d);
        // expect: f=2.5 d=0.125
        System.out.println(new StringBuilder().append(0.1f).append(',').append(0.1).append(',').append(1e-7f));
        // expect: 0.1,0.1,1.0E-7
        System.out.println(String.valueOf(-1e-10) + " " + Double.toString(12345.678) + " " + Float.toString(7e-4f));
        // expect: -1.0E-10 12345.678 7.0E-4
        System.out.println((double) 0.1f + " " + (float) 0.1);
        // expect: 0.10000000149011612 0.1
        System.out.println(1e16 + " " + 1234567.0 + " " + 12345678.0);
        // expect: 1.0E16 1234567.0 1.2345678E7
    }
}
