// wwvm-only
// wwvm-args: -Xclock:virtual
// Under -Xclock:virtual time advances one nanosecond per executed bytecode and jumps to the
// next wake-up when every thread waits for time, so a program whose output depends on timing
// prints the same every run: the elapsed times here are exact (a few thousand bytecodes add
// less than a millisecond), the wake-up order follows the sleep lengths, a timed wait that no
// one notifies times out after exactly its timeout, and a timed join gives up on time. The
// virtual wall clock starts at 2000-01-01T00:00:00Z.
// expect: epoch 946684800000
// expect: 10 fast wakes
// expect: 20 fast wakes
// expect: 25 medium wakes
// expect: 30 fast wakes
// expect: 50 medium wakes
// expect: 60 slow wakes
// expect: 75 medium wakes
// expect: 100 timed wait timed out after 100 ms
// expect: 120 slow wakes
// expect: 150 timed join gave up after 150 ms, alive true
// expect: 180 slow wakes
// expect: 250 notified waiter woke after 250 ms
// expect: nanoTime advanced with bytecodes: true
// expect: sleep(0, 500000) took 1 ms
public class virtual_clock {
    static long start;
    static final Object lock = new Object();
    static final StringBuffer log = new StringBuffer();

    static long now() {
        return System.currentTimeMillis() - start;
    }

    static synchronized void say(String what) {
        System.out.println(now() + " " + what);
    }

    static Thread sleeper(final String name, final int period, final int times) {
        return new Thread(name) {
            public void run() {
                for (int i = 0; i < times; i++) {
                    try {
                        Thread.sleep(period);
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                    say(name + " wakes");
                }
            }
        };
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println("epoch " + (System.currentTimeMillis() / 1000 * 1000));
        start = System.currentTimeMillis();
        Thread[] ts = {sleeper("fast", 10, 3), sleeper("medium", 25, 3), sleeper("slow", 60, 3)};
        for (Thread t : ts) t.start();
        Thread timedWaiter = new Thread() {
            public void run() {
                synchronized (lock) {
                    long t0 = now();
                    try {
                        lock.wait(100);
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                    say("timed wait timed out after " + (now() - t0) + " ms");
                }
            }
        };
        timedWaiter.start();
        final Object gate = new Object();
        final boolean[] open = new boolean[1];
        Thread waiter = new Thread() {
            public void run() {
                synchronized (gate) {
                    long t0 = now();
                    while (!open[0]) {
                        try {
                            gate.wait();
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                    }
                    say("notified waiter woke after " + (now() - t0) + " ms");
                }
            }
        };
        waiter.start();
        long t0 = now();
        waiter.join(150);
        say("timed join gave up after " + (now() - t0) + " ms, alive " + waiter.isAlive());
        Thread.sleep(100);
        synchronized (gate) {
            open[0] = true;
            gate.notifyAll();
        }
        waiter.join();
        for (Thread t : ts) t.join();
        timedWaiter.join();

        long n0 = System.nanoTime();
        int s = 0;
        for (int i = 0; i < 1000; i++) s += i;
        long n1 = System.nanoTime();
        System.out.println("nanoTime advanced with bytecodes: " + (n1 - n0 >= 4000 && s == 499500));
        long m0 = System.nanoTime();
        Thread.sleep(0, 500000);
        System.out.println("sleep(0, 500000) took " + (System.nanoTime() - m0) / 1000000 + " ms");
    }
}
