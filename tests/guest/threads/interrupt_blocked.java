// interrupt wakes a thread that sleeps, waits or joins with InterruptedException and clears its
// interrupt status; a waiter owns the monitor again when the exception reaches it. An interrupt
// that comes first makes the next sleep or wait throw at once; Thread.interrupted() reads and
// clears the status, isInterrupted() only reads it.
// expect: sleeper: java.lang.InterruptedException: sleep interrupted, interrupted false
// expect: waiter: java.lang.InterruptedException, interrupted false, holds lock true
// expect: timed waiter: java.lang.InterruptedException, interrupted false
// expect: joiner: java.lang.InterruptedException, interrupted false
// expect: early sleep: sleep interrupted after 0 loops
// expect: early wait: null
// expect: interrupted() true false
// expect: isInterrupted() true true
// expect: busy thread saw its interrupt true
// expect: status of ended threads false
public class interrupt_blocked {
    static final Object lock = new Object();

    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread sleeper = new Thread() {
            public void run() {
                try {
                    Thread.sleep(1000000);
                    System.out.println("sleeper woke normally");
                } catch (InterruptedException e) {
                    System.out.println("sleeper: " + e + ", interrupted " + isInterrupted());
                }
            }
        };
        sleeper.start();
        awaitState(sleeper, Thread.State.TIMED_WAITING);
        sleeper.interrupt();
        sleeper.join();

        Thread waiter = new Thread() {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait();
                        System.out.println("waiter woke normally");
                    } catch (InterruptedException e) {
                        System.out.println("waiter: " + e + ", interrupted " + isInterrupted()
                                + ", holds lock " + Thread.holdsLock(lock));
                    }
                }
            }
        };
        waiter.start();
        awaitState(waiter, Thread.State.WAITING);
        waiter.interrupt();
        waiter.join();

        Thread timedWaiter = new Thread() {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait(1000000);
                        System.out.println("timed waiter woke normally");
                    } catch (InterruptedException e) {
                        System.out.println("timed waiter: " + e + ", interrupted " + isInterrupted());
                    }
                }
            }
        };
        timedWaiter.start();
        awaitState(timedWaiter, Thread.State.TIMED_WAITING);
        timedWaiter.interrupt();
        timedWaiter.join();

        final Thread never = new Thread() {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        // main interrupts this one last, to end it
                    }
                }
            }
        };
        never.start();
        Thread joiner = new Thread() {
            public void run() {
                try {
                    never.join();
                    System.out.println("joiner joined normally");
                } catch (InterruptedException e) {
                    System.out.println("joiner: " + e + ", interrupted " + isInterrupted());
                }
            }
        };
        joiner.start();
        awaitState(joiner, Thread.State.WAITING);
        joiner.interrupt();
        joiner.join();
        awaitState(never, Thread.State.WAITING);
        never.interrupt();
        never.join();

        Thread early = new Thread() {
            public void run() {
                interrupt();
                int loops = 0;
                try {
                    Thread.sleep(1000000);
                } catch (InterruptedException e) {
                    System.out.println("early sleep: " + e.getMessage() + " after " + loops + " loops");
                }
                interrupt();
                synchronized (lock) {
                    try {
                        lock.wait(1000000);
                    } catch (InterruptedException e) {
                        System.out.println("early wait: " + e.getMessage());
                    }
                }
                interrupt();
                boolean first = Thread.interrupted();
                boolean second = Thread.interrupted();
                System.out.println("interrupted() " + first + " " + second);
                interrupt();
                System.out.println("isInterrupted() " + isInterrupted() + " " + isInterrupted());
                Thread.interrupted();
            }
        };
        early.start();
        early.join();

        Thread busy = new Thread() {
            public void run() {
                while (!isInterrupted()) Thread.yield();
                System.out.println("busy thread saw its interrupt " + isInterrupted());
            }
        };
        busy.start();
        busy.interrupt();
        busy.join();
        System.out.println("status of ended threads " + (sleeper.isInterrupted() || waiter.isInterrupted()
                || timedWaiter.isInterrupted() || joiner.isInterrupted() || never.isInterrupted()));
    }
}
