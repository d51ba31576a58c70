// Runtime.halt ends the VM at once with its status: registered hooks do not run.
// exit: 6
// expect: halting
public class shutdown_hook_halt {
    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread() {
            public void run() {
                System.out.println("hook runs");
            }
        });
        System.out.println("halting");
        Runtime.getRuntime().halt(6);
    }
}
