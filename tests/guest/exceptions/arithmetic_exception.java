// Integer division by zero raises ArithmeticException with the message "/ by zero"; floats do not throw.
public class arithmetic_exception {
    static int divide(int a, int b) { return a / b; }

    public static void main(String[] args) {
        try {
            divide(1, 0);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
            System.out.println(e);
        }
        // expect: / by zero
        // expect: java.lang.ArithmeticException: / by zero
        System.out.println(1.0 / 0);
        // expect: Infinity
        try {
            long zero = 0;
            System.out.println(5L % zero);
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName());
        }
        // expect: java.lang.ArithmeticException
    }
}
