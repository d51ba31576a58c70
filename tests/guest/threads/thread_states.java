// Thread.getState through the life of a thread: NEW before start, RUNNABLE while it runs (or
// could run), TIMED_WAITING in sleep and timed wait, WAITING in wait() and join(), BLOCKED while
// it waits to enter a monitor another thread owns, TERMINATED once it has ended.
// expect: unstarted NEW
// expect: current RUNNABLE
// expect: spinning RUNNABLE
// expect: sleeping TIMED_WAITING
// expect: in timed wait TIMED_WAITING
// expect: in wait() WAITING
// expect: joining WAITING
// expect: in timed join TIMED_WAITING
// expect: entering an owned monitor BLOCKED
// expect: got the monitor RUNNABLE
// expect: ended TERMINATED
// expect: values [NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED]
// expect: valueOf BLOCKED 2
public class thread_states {
    static final Object lock = new Object();
    static volatile boolean stop;
    static volatile Thread.State seenInside;

    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
        System.out.println(t.getName() + " " + t.getState());
    }

    static void release(Thread t) throws InterruptedException {
        t.interrupt();
        t.join();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread("unstarted");
        System.out.println(t.getName() + " " + t.getState());
        System.out.println("current " + Thread.currentThread().getState());

        Thread spinner = new Thread("spinning") {
            public void run() {
                while (!stop) Thread.yield();
            }
        };
        spinner.start();
        awaitState(spinner, Thread.State.RUNNABLE);
        stop = true;
        spinner.join();

        Thread sleeper = new Thread("sleeping") {
            public void run() {
                try {
                    Thread.sleep(1000000);
                } catch (InterruptedException e) {
                    // released by main
                }
            }
        };
        sleeper.start();
        awaitState(sleeper, Thread.State.TIMED_WAITING);
        release(sleeper);

        Thread timedWaiter = new Thread("in timed wait") {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait(1000000);
                    } catch (InterruptedException e) {
                        // released by main
                    }
                }
            }
        };
        timedWaiter.start();
        awaitState(timedWaiter, Thread.State.TIMED_WAITING);
        release(timedWaiter);

        final Thread waiter = new Thread("in wait()") {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        // released by main
                    }
                }
            }
        };
        waiter.start();
        awaitState(waiter, Thread.State.WAITING);

        Thread joiner = new Thread("joining") {
            public void run() {
                try {
                    waiter.join();
                } catch (InterruptedException e) {
                    // released by main
                }
            }
        };
        joiner.start();
        awaitState(joiner, Thread.State.WAITING);
        release(joiner);

        Thread timedJoiner = new Thread("in timed join") {
            public void run() {
                try {
                    waiter.join(1000000);
                } catch (InterruptedException e) {
                    // released by main
                }
            }
        };
        timedJoiner.start();
        awaitState(timedJoiner, Thread.State.TIMED_WAITING);
        release(timedJoiner);
        release(waiter);

        Thread blocked = new Thread("entering an owned monitor") {
            public void run() {
                synchronized (lock) {
                    seenInside = getState();
                }
            }
        };
        synchronized (lock) {
            blocked.start();
            awaitState(blocked, Thread.State.BLOCKED);
        }
        blocked.join();
        System.out.println("got the monitor " + seenInside);
        blocked.setName("ended");
        System.out.println(blocked.getName() + " " + blocked.getState());
        System.out.println("values " + java.util.Arrays.toString(Thread.State.values()));
        System.out.println("valueOf " + Thread.State.valueOf("BLOCKED") + " " + Thread.State.BLOCKED.ordinal());
    }
}
