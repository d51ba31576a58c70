// An uncaught Error is reported like an exception, and finally blocks on the way out still run.
public class uncaught_error {
    public static void main(String[] args) {
        try {
            throw new InternalError("fatal condition");
        } finally {
            System.out.println("finally ran");
        }
    }
    // expect: finally ran
    // exit: 1
    // stderr-first-line: Exception in thread "main" java.lang.InternalError: fatal condition
}
