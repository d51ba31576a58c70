// Handlers are checked in order; superclass handlers catch subclasses; multi-catch matches either type.
public class catch_order_and_multicatch {
    static void thrower(int k) throws Exception {
        switch (k) {
            case 0: throw new ArithmeticException("arith");
            case 1: throw new ArrayIndexOutOfBoundsException("index");
            case 2: throw new IllegalArgumentException("illegal");
            case 3: throw new Exception("checked");
            default: throw new NumberFormatException("number");
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k < 5; k++) {
            try {
                thrower(k);
            } catch (ArithmeticException | IndexOutOfBoundsException e) {
                System.out.println("multi " + e.getMessage());
            } catch (NumberFormatException e) {
                System.out.println("nfe " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println("runtime " + e.getMessage());
            } catch (Exception e) {
                System.out.println("exception " + e.getMessage());
            }
        }
        // expect: multi arith
        // expect: multi index
        // expect: runtime illegal
        // expect: exception checked
        // expect: nfe number
    }
}
