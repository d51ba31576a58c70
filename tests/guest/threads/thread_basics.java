// The plain members of Thread: default names Thread-N numbered from 0 in construction order
// (named threads take no number), getName/setName, toString before, during and after the run,
// currentThread inside run, activeCount, sleep(ms, ns) and its argument checks, yield, run()
// called directly, a Thread subclass, and starting a thread twice.
// expect: Thread-0 Thread-1 named Thread-2 Thread-3
// expect: Thread[main,5,main]
// expect: Thread[Thread-0,5,main]
// expect: renamed: Thread[worker,5,main]
// expect: setName(null): java.lang.NullPointerException: name cannot be null
// expect: new Thread(null name): java.lang.NullPointerException: name cannot be null
// expect: inside: current is the thread true, Thread[worker,5,main], alive true
// expect: after the end: Thread[worker,5,], alive false
// expect: active before 1, while three wait 4, after 1
// expect: run() called directly runs in main
// expect: subclass run: Thread-5
// expect: second start: java.lang.IllegalThreadStateException
// expect: sleep(0, 1) ok
// expect: sleep(1, 999999) ok
// expect: sleep(-1, 0): java.lang.IllegalArgumentException: timeout value is negative
// expect: sleep(0, -1): java.lang.IllegalArgumentException: nanosecond timeout value out of range
// expect: sleep(0, 1000000): java.lang.IllegalArgumentException: nanosecond timeout value out of range
// expect: sleep(-5): java.lang.IllegalArgumentException: timeout value is negative
// expect: sleep(0) ok
// expect: slept at least 20 ms: true
// expect: yield alone: ok
// expect: yielders interleave: true
public class thread_basics {
    static String attemptSleep(long ms, int ns) {
        try {
            if (ns == Integer.MIN_VALUE) {
                Thread.sleep(ms);
            } else {
                Thread.sleep(ms, ns);
            }
            return "ok";
        } catch (Exception e) {
            return e.toString();
        }
    }

    static volatile boolean yieldersGo;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread();
        Thread b = new Thread(new Runnable() {
            public void run() {
            }
        });
        Thread named = new Thread("named");
        Thread c = new Thread((Runnable) null);
        Thread d = new Thread();
        System.out.println(a.getName() + " " + b.getName() + " " + named.getName() + " " + c.getName()
                + " " + d.getName());
        System.out.println(Thread.currentThread());
        System.out.println(a);
        final Thread worker = a;
        worker.setName("worker");
        System.out.println("renamed: " + worker);
        try {
            worker.setName(null);
        } catch (NullPointerException e) {
            System.out.println("setName(null): " + e);
        }
        try {
            new Thread((String) null);
        } catch (NullPointerException e) {
            System.out.println("new Thread(null name): " + e);
        }

        final String[] inside = new String[1];
        Thread w = new Thread("worker") {
            public void run() {
                inside[0] = "current is the thread " + (Thread.currentThread() == this) + ", "
                        + Thread.currentThread() + ", alive " + isAlive();
            }
        };
        w.start();
        w.join();
        System.out.println("inside: " + inside[0]);
        System.out.println("after the end: " + w + ", alive " + w.isAlive());

        int before = Thread.activeCount();
        final Object lock = new Object();
        final boolean[] go = new boolean[1];
        Thread[] waiters = new Thread[3];
        for (int i = 0; i < waiters.length; i++) {
            waiters[i] = new Thread("waiter-" + i) {
                public void run() {
                    synchronized (lock) {
                        while (!go[0]) {
                            try {
                                lock.wait();
                            } catch (InterruptedException e) {
                                throw new RuntimeException(e);
                            }
                        }
                    }
                }
            };
            waiters[i].start();
        }
        int during = Thread.activeCount();
        synchronized (lock) {
            go[0] = true;
            lock.notifyAll();
        }
        for (Thread t : waiters) t.join();
        System.out.println("active before " + before + ", while three wait " + during + ", after "
                + Thread.activeCount());

        new Thread() {
            public void run() {
                System.out.println("run() called directly runs in " + Thread.currentThread().getName());
            }
        }.run();

        Thread sub = new Thread() {
            public void run() {
                System.out.println("subclass run: " + getName());
            }
        };
        sub.start();
        sub.join();
        try {
            sub.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("second start: " + e);
        }

        System.out.println("sleep(0, 1) " + attemptSleep(0, 1));
        System.out.println("sleep(1, 999999) " + attemptSleep(1, 999999));
        System.out.println("sleep(-1, 0): " + attemptSleep(-1, 0));
        System.out.println("sleep(0, -1): " + attemptSleep(0, -1));
        System.out.println("sleep(0, 1000000): " + attemptSleep(0, 1000000));
        System.out.println("sleep(-5): " + attemptSleep(-5, Integer.MIN_VALUE));
        System.out.println("sleep(0) " + attemptSleep(0, Integer.MIN_VALUE));
        long start = System.nanoTime();
        Thread.sleep(19, 1);
        long took = System.nanoTime() - start;
        System.out.println("slept at least 20 ms: " + (took >= 19000001L));

        Thread.yield();
        System.out.println("yield alone: ok");
        final int[] counts = new int[2];
        final boolean[] sawOther = new boolean[2];
        Thread[] yielders = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int me = i;
            yielders[i] = new Thread() {
                public void run() {
                    while (!yieldersGo) Thread.yield();
                    for (int k = 0; k < 5000; k++) {
                        counts[me]++;
                        if (counts[1 - me] > 0 && counts[1 - me] < 5000) sawOther[me] = true;
                        Thread.yield();
                    }
                }
            };
        }
        for (Thread t : yielders) t.start();
        yieldersGo = true;
        for (Thread t : yielders) t.join();
        System.out.println("yielders interleave: " + (sawOther[0] || sawOther[1]));
    }
}
