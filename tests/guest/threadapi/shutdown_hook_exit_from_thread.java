// System.exit from a thread other than main ends the whole VM, main included (which sleeps
// meanwhile), after running the hooks.
// exit: 4
// expect: worker calls exit
// expect: hook
public class shutdown_hook_exit_from_thread {
    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                System.out.println("hook");
            }
        });
        new Thread() {
            public void run() {
                System.out.println("worker calls exit");
                System.exit(4);
            }
        }.start();
        Thread.sleep(10000);
        System.out.println("main wakes");
    }
}
