// A shutdown hook runs when the VM ends normally: after main returns and after the last
// non-daemon thread ends (not before), in a thread of its own; a daemon thread does not hold
// the hooks back.
// expect: main ends
// expect: worker ends
// expect: hook runs in shutdown-hook, worker alive false
public class shutdown_hook_normal_exit {
    public static void main(String[] args) {
        final Thread worker = new Thread() {
            public void run() {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                System.out.println("worker ends");
            }
        };
        Thread daemon = new Thread() {
            public void run() {
                for (;;) {
                    try {
                        Thread.sleep(1000);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        };
        daemon.setDaemon(true);
        Runtime.getRuntime().addShutdownHook(new Thread("shutdown-hook") {
            public void run() {
                System.out.println("hook runs in " + Thread.currentThread().getName() + ", worker alive " + worker.isAlive());
            }
        });
        worker.start();
        daemon.start();
        System.out.println("main ends");
    }
}
