// When main ends with an uncaught exception the hooks still run (the status is 1); an exception
// a hook does not catch is reported like any thread's and does not change the status.
// exit: 1
// stderr-first-line: Exception in thread "main" java.lang.IllegalStateException: main fails
// expect: hook runs
public class shutdown_hook_uncaught {
    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                System.out.println("hook runs");
            }
        });
        throw new IllegalStateException("main fails");
    }
}
