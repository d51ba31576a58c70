// A hook that throws is reported as an uncaught exception of its thread; the VM still ends
// with status 0 and the other hooks run.
// stderr-first-line: Exception in thread "failing-hook" java.lang.RuntimeException: hook fails
// expect: main ends
// expect: other hook runs
public class shutdown_hook_throws {
    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread("failing-hook") {
            public void run() {
                throw new RuntimeException("hook fails");
            }
        });
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                System.out.println("other hook runs");
            }
        });
        System.out.println("main ends");
    }
}
