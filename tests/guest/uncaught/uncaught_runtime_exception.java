// An exception thrown directly by main ends the program with a stack trace on stderr and status 1.
public class uncaught_runtime_exception {
    public static void main(String[] args) {
        System.out.println("before");
        throw new IllegalStateException("boom");
    }
    // expect: before
    // exit: 1
    // stderr-first-line: Exception in thread "main" java.lang.IllegalStateException: boom
}
