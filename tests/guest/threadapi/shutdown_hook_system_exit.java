// System.exit runs the shutdown hook before the VM ends with the status; the code after exit
// never runs, and a finally block of the exiting thread does not run either.
// exit: 3
// expect: before exit
// expect: hook sees exit in progress: java.lang.IllegalStateException: Shutdown in progress
public class shutdown_hook_system_exit {
    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                try {
                    Runtime.getRuntime().addShutdownHook(new Thread());
                } catch (IllegalStateException e) {
                    System.out.println("hook sees exit in progress: " + e);
                }
            }
        });
        System.out.println("before exit");
        try {
            System.exit(3);
        } finally {
            System.out.println("finally runs");
        }
        System.out.println("after exit");
    }
}
