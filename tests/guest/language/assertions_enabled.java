// -ea turns assert statements on for application classes: a failing assert throws
// AssertionError carrying its detail message (converted like string concatenation), and the
// condition's side effects happen. Nested classes follow their top-level class.
// wwvm-args: -ea
// java-args: -ea
public class assertions_enabled {
    static int evaluated = 0;

    static boolean count() {
        evaluated++;
        return true;
    }

    static class Inner {
        static boolean check(int x) {
            try {
                assert x > 0 : x;
                return true;
            } catch (AssertionError e) {
                return false;
            }
        }
    }

    public static void main(String[] args) {
        assert count();
        assert count() : "unused";
        System.out.println("conditions evaluated: " + evaluated);
        System.out.println("desired status: " + assertions_enabled.class.desiredAssertionStatus());
        try {
            assert 1 + 1 == 3 : "arithmetic is " + "fine";
            System.out.println("not reached");
        } catch (AssertionError e) {
            System.out.println("caught: " + e.getMessage());
        }
        try {
            assert false : 42L;
        } catch (AssertionError e) {
            System.out.println("long detail: " + e.getMessage());
        }
        try {
            assert false : new IllegalStateException("cause");
        } catch (AssertionError e) {
            System.out.println("throwable detail: " + e.getMessage() + ", cause " + e.getCause());
        }
        try {
            assert false;
        } catch (AssertionError e) {
            System.out.println("no detail: " + e.getMessage());
        }
        System.out.println("inner: " + Inner.check(5) + " " + Inner.check(-5));
        assert evaluated < 0 : "evaluated " + evaluated;
    }
}
// expect: conditions evaluated: 2
// expect: desired status: true
// expect: caught: arithmetic is fine
// expect: long detail: 42
// expect: throwable detail: java.lang.IllegalStateException: cause, cause java.lang.IllegalStateException: cause
// expect: no detail: null
// expect: inner: true false
// exit: 1
// stderr-first-line: Exception in thread "main" java.lang.AssertionError: evaluated 2
