// System.exit in a secondary thread ends the whole program at once with the status given:
// main, asleep, never wakes (its finally block does not run) and a busy daemon and a busy
// non-daemon thread stop too.
// expect: main sleeps
// expect: worker exits with 7
// exit: 7
public class exit_from_thread {
    static volatile long spins;

    public static void main(String[] args) throws InterruptedException {
        Thread busy = new Thread("busy") {
            public void run() {
                for (;;) {
                    spins++;
                    Thread.yield();
                }
            }
        };
        busy.start();
        Thread worker = new Thread("worker") {
            public void run() {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                System.out.println("worker exits with 7");
                System.exit(7);
                System.out.println("worker: not reached");
            }
        };
        System.out.println("main sleeps");
        worker.start();
        try {
            Thread.sleep(100000);
            System.out.println("main woke: not reached");
        } finally {
            System.out.println("main's finally: not reached");
        }
    }
}
