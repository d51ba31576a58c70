// A registered hook that the program itself started (and that has ended) is not run again at
// shutdown, and the VM still ends normally, with nothing on stderr.
// expect: hook body
// expect: main ends
public class shutdown_hook_started_early {
    public static void main(String[] args) throws Exception {
        Thread hook = new Thread() {
            public void run() {
                System.out.println("hook body");
            }
        };
        Runtime.getRuntime().addShutdownHook(hook);
        hook.start();
        hook.join();
        System.out.println("main ends");
    }
}
