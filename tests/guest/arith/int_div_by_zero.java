// idiv and irem by zero throw ArithmeticException("/ by zero"); the result is never stored.
public class int_div_by_zero {
    static int zero() { return 0; }

    public static void main(String[] args) {
        int r = 11;
        try {
            r = 5 / zero();
            System.out.println("no exception");
        } catch (ArithmeticException e) {
            System.out.println("div: " + e.getMessage());
        }
        // expect: div: / by zero
        try {
            r = 5 % zero();
            System.out.println("no exception");
        } catch (ArithmeticException e) {
            System.out.println("rem: " + e.getMessage());
        }
        // expect: rem: / by zero
        System.out.println(r);
        // expect: 11
        try {
            r /= zero();
        } catch (ArithmeticException e) {
            System.out.println(e);
        }
        // expect: java.lang.ArithmeticException: / by zero
        System.out.println(0 / 1);
        // expect: 0
    }
}
