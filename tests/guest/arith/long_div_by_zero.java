// ldiv and lrem by zero throw ArithmeticException("/ by zero").
public class long_div_by_zero {
    static long zero() { return 0L; }

    public static void main(String[] args) {
        long big = 1L << 40;
        try {
            System.out.println(big / zero());
        } catch (ArithmeticException e) {
            System.out.println("ldiv: " + e.getMessage());
        }
        // expect: ldiv: / by zero
        try {
            System.out.println(big % zero());
        } catch (ArithmeticException e) {
            System.out.println("lrem: " + e.getMessage());
        }
        // expect: lrem: / by zero
        System.out.println(big / 3L);
        // expect: 366503875925
        System.out.println(big % 3L);
        // expect: 1
    }
}
