// An exception thrown in finally replaces the one in flight; an exception thrown in a catch block
// propagates after the finally runs.
public class exception_in_finally_replaces {
    static void finallyThrows() {
        try {
            throw new IllegalStateException("original");
        } finally {
            throw new UnsupportedOperationException("from finally");
        }
    }

    static void catchThrows(StringBuilder log) {
        try {
            throw new IllegalStateException("first");
        } catch (IllegalStateException e) {
            log.append("catch ");
            throw new IllegalArgumentException("second", e);
        } finally {
            log.append("finally ");
        }
    }

    public static void main(String[] args) {
        try {
            finallyThrows();
        } catch (RuntimeException e) {
            System.out.println(e);
        }
        // expect: java.lang.UnsupportedOperationException: from finally
        StringBuilder log = new StringBuilder();
        try {
            catchThrows(log);
        } catch (IllegalArgumentException e) {
            log.append(e.getMessage()).append(" <- ").append(e.getCause().getMessage());
        }
        System.out.println(log);
        // expect: catch finally second <- first
    }
}
