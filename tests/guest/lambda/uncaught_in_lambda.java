// An exception thrown by a lambda body and not caught ends the program like any other: exit
// status 1 and the trace on stderr. The JDK hides the frames of the classes it generates for
// lambdas, so the trace shows only the body (lambda$main$0) and main; wwvm's trace must show the
// same frames (the harness compares the traces without java.* frames).
public class uncaught_in_lambda {
    public static void main(String[] args) {
        Runnable r = () -> {
            throw new IllegalStateException("thrown in a lambda");
        };
        System.out.println("before");
        r.run();
        System.out.println("never printed");
    }
    // expect: before
    // exit: 1
    // stderr-first-line: Exception in thread "main" java.lang.IllegalStateException: thrown in a lambda
    // stderr-contains: at uncaught_in_lambda.lambda$main$0(uncaught_in_lambda.java:8)
    // stderr-contains: at uncaught_in_lambda.main(uncaught_in_lambda.java:11)
}
