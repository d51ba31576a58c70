// Several hooks all run (started together, then joined, so in no particular order); a removed
// hook does not run; Runtime.halt does not run hooks at all (shutdown_hook_halt).
// order-independent
// expect: main ends
// expect: hook A
// expect: hook B
// expect: hook C
// expect: hook A saw B's start true
public class shutdown_hooks_several {
    static volatile boolean bStarted;

    public static void main(String[] args) {
        Runtime rt = Runtime.getRuntime();
        final Thread b = new Thread() {
            public void run() {
                bStarted = true;
                System.out.println("hook B");
            }
        };
        rt.addShutdownHook(new Thread() {
            public void run() {
                System.out.println("hook A");
                // All hooks are started before any is joined: B runs even while A waits for it.
                try {
                    b.join();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                System.out.println("hook A saw B's start " + bStarted);
            }
        });
        rt.addShutdownHook(b);
        Thread removed = new Thread() {
            public void run() {
                System.out.println("removed hook runs");
            }
        };
        rt.addShutdownHook(removed);
        rt.addShutdownHook(new Thread() {
            public void run() {
                System.out.println("hook C");
            }
        });
        rt.removeShutdownHook(removed);
        System.out.println("main ends");
    }
}
