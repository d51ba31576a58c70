// Math.signum and copySign for positive, negative, zero, signed zero and NaN.
public class signum_and_sign {
    public static void main(String[] args) {
        System.out.println(Math.signum(3.2) + " " + Math.signum(-3.2) + " " + Math.signum(0.0) + " " + Math.signum(-0.0));
        // expect: 1.0 -1.0 0.0 -0.0
        System.out.println(Math.signum(Double.NaN) + " " + Math.signum(-1e-300) + " " + Math.signum(5f));
        // expect: NaN -1.0 1.0
        System.out.println(Math.copySign(3.0, -0.0) + " " + Math.copySign(-2f, 1f));
        // expect: -3.0 2.0
        System.out.println(Math.ulp(1.0) + " " + Math.getExponent(1024.0) + " " + Math.scalb(1.5, 4));
        // expect: 2.220446049250313E-16 10 24.0
    }
}
