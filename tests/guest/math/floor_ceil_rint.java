// Math.floor, ceil and rint (round half to even), keeping the sign of zero.
public class floor_ceil_rint {
    public static void main(String[] args) {
        System.out.println(Math.floor(1.5) + " " + Math.floor(-1.5) + " " + Math.ceil(1.5) + " " + Math.ceil(-1.5));
        // expect: 1.0 -2.0 2.0 -1.0
        System.out.println(Math.ceil(-0.5) + " " + Math.floor(-0.0) + " " + Math.floor(0.7));
        // expect: -0.0 -0.0 0.0
        System.out.println(Math.rint(2.5) + " " + Math.rint(3.5) + " " + Math.rint(-2.5) + " " + Math.rint(2.4999));
        // expect: 2.0 4.0 -2.0 2.0
        System.out.println(Math.floor(1e300) + " " + Math.ceil(Double.NaN) + " " + Math.floor(Double.NEGATIVE_INFINITY));
        // expect: 1.0E300 NaN -Infinity
        System.out.println(Math.floor(4503599627370497.0) + " " + Math.ceil(-0.0000001));
        // expect: 4.503599627370497E15 -0.0
    }
}
