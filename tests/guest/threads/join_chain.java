// Each thread of a chain joins the one before it, so they finish in chain order although they
// are started in reverse and the earlier ones sleep longer first (all wait at a gate until every
// one has started, since joining a thread not yet started returns at once); a timed join of a thread that cannot end yet returns after the
// timeout with the thread still alive, and join(0) waits until it has ended.
// expect: order 0 1 2 3 4 5 6 7
// expect: all dead true
// expect: timed join returned, alive true
// expect: timed join with nanos returned, alive true
// expect: released
// expect: joined, alive false state TERMINATED
// expect: join of a dead thread returns at once
public class join_chain {
    static final StringBuffer order = new StringBuffer("order");
    static final Object startGate = new Object();
    static boolean allStarted;

    public static void main(String[] args) throws InterruptedException {
        final Thread[] chain = new Thread[8];
        for (int i = 0; i < chain.length; i++) {
            final int me = i;
            chain[i] = new Thread("link-" + i) {
                public void run() {
                    try {
                        synchronized (startGate) {
                            while (!allStarted) startGate.wait();
                        }
                        Thread.sleep(3 * (chain.length - me));
                        if (me > 0) chain[me - 1].join();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                    order.append(" " + me);
                }
            };
        }
        for (int i = chain.length - 1; i >= 0; i--) chain[i].start();
        synchronized (startGate) {
            allStarted = true;
            startGate.notifyAll();
        }
        chain[chain.length - 1].join();
        System.out.println(order);
        boolean allDead = true;
        for (Thread t : chain) allDead &= !t.isAlive();
        System.out.println("all dead " + allDead);

        final Object gate = new Object();
        final boolean[] open = new boolean[1];
        Thread held = new Thread("held") {
            public void run() {
                synchronized (gate) {
                    while (!open[0]) {
                        try {
                            gate.wait();
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                    }
                }
                System.out.println("released");
            }
        };
        held.start();
        held.join(30);
        System.out.println("timed join returned, alive " + held.isAlive());
        held.join(5, 500);
        System.out.println("timed join with nanos returned, alive " + held.isAlive());
        synchronized (gate) {
            open[0] = true;
            gate.notifyAll();
        }
        held.join();
        System.out.println("joined, alive " + held.isAlive() + " state " + held.getState());
        held.join();
        held.join(1000000);
        System.out.println("join of a dead thread returns at once");
    }
}
