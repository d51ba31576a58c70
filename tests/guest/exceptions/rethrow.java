// Rethrowing the same exception object keeps its identity and message; wrapping records the cause.
public class rethrow {
    static RuntimeException original;

    static void fail() {
        original = new IllegalStateException("first");
        throw original;
    }

    static void relay() {
        try {
            fail();
        } catch (RuntimeException e) {
            System.out.println("relay saw " + e.getMessage());
            throw e;
        }
    }

    public static void main(String[] args) {
        try {
            relay();
        } catch (IllegalStateException e) {
            System.out.println("same object: " + (e == original));
        }
        // expect: relay saw first
        // expect: same object: true
        try {
            try {
                fail();
            } catch (IllegalStateException e) {
                throw new RuntimeException("wrapped", e);
            }
        } catch (RuntimeException e) {
            System.out.println(e.getMessage() + " <- " + e.getCause().getMessage() + " " + (e.getCause() == original));
        }
        // expect: wrapped <- first true
    }
}
