// A thrown exception is caught by the first matching handler; code after the throw is skipped.
public class try_catch_basic {
    static void check(int x) {
        if (x < 0) throw new IllegalArgumentException("negative: " + x);
        System.out.println("ok " + x);
    }

    public static void main(String[] args) {
        try {
            check(1);
            check(-2);
            check(3);
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getMessage());
        }
        // expect: ok 1
        // expect: caught negative: -2
        try {
            check(5);
        } catch (RuntimeException e) {
            System.out.println("not reached");
        }
        // expect: ok 5
        System.out.println("end");
        // expect: end
    }
}
