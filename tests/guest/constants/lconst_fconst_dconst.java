// lconst_0/1, fconst_0/1/2 and dconst_0/1, each passed through a method so it is not folded.
public class lconst_fconst_dconst {
    static long l(long x) { return x; }
    static float f(float x) { return x; }
    static double d(double x) { return x; }

    public static void main(String[] args) {
        System.out.println(l(0L) + " " + l(1L));
        // expect: 0 1
        System.out.println(f(0f) + " " + f(1f) + " " + f(2f));
        // expect: 0.0 1.0 2.0
        System.out.println(d(0.0) + " " + d(1.0));
        // expect: 0.0 1.0
        long x = 1;
        float y = 2;
        double z = 1;
        System.out.println(x + y + z);
        // expect: 4.0
    }
}
