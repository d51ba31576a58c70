// An exception that escapes a secondary thread's run() is reported on stderr as
// 'Exception in thread "NAME"' with its stack trace; it ends only that thread: the other
// threads and main carry on, and the program exits with status 0.
// expect: worker starts
// expect: worker dead true, state TERMINATED
// expect: other thread finished its work: 500500
// expect: second failure reported, main continues
// expect: main ends normally
// stderr-first-line: Exception in thread "worker" java.lang.IllegalStateException: worker failed
public class uncaught_in_secondary {
    static int sum;

    static void fail() {
        throw new IllegalStateException("worker failed");
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(new Runnable() {
            public void run() {
                System.out.println("worker starts");
                fail();
                System.out.println("not reached");
            }
        }, "worker");
        Thread other = new Thread("other") {
            public void run() {
                for (int i = 1; i <= 1000; i++) {
                    sum += i;
                    if (i % 100 == 0) Thread.yield();
                }
            }
        };
        worker.start();
        worker.join();
        other.start();
        other.join();
        System.out.println("worker dead " + !worker.isAlive() + ", state " + worker.getState());
        System.out.println("other thread finished its work: " + sum);
        Thread second = new Thread("second") {
            public void run() {
                try {
                    Object o = null;
                    o.hashCode();
                } catch (NullPointerException e) {
                    throw new RuntimeException("wrapped", e);
                }
            }
        };
        second.start();
        second.join();
        System.out.println("second failure reported, main continues");
        System.out.println("main ends normally");
    }
}
