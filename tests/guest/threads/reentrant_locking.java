// Monitors are reentrant: synchronized methods calling each other, recursion through a
// synchronized method, synchronized blocks nested on the same object, and a mix of both all
// count their entries, and the monitor is free only after the outermost exit (also when an
// exception leaves it). Two threads doing the same nested locking keep a counter exact.
// expect: depth 0 holds false
// expect: recursion returned 55, max depth 11, held inside true
// expect: nested blocks: true true true, after inner exits true, after all false
// expect: method in block: true, static lock: true
// expect: caught boom, holds after throw false
// expect: instance and class monitors are separate: false true
// expect: counter 40000
// expect: contended recursive counter 8000
public class reentrant_locking {
    static final class RlCounter {
        private int value;
        private int maxDepth;

        synchronized int sumDown(int n, int depth) {
            if (!Thread.holdsLock(this)) throw new AssertionError("lost the monitor");
            if (depth > maxDepth) maxDepth = depth;
            return n == 0 ? 0 : n + sumDown(n - 1, depth + 1);
        }

        synchronized void increment() {
            incrementInner();
        }

        synchronized void incrementInner() {
            synchronized (this) {
                value++;
            }
        }

        synchronized int value() {
            return value;
        }

        synchronized void addRecursively(int n) {
            if (n == 0) return;
            value++;
            if (n % 50 == 0) Thread.yield();
            addRecursively(n - 1);
        }
    }

    static synchronized boolean staticHolds() {
        return Thread.holdsLock(reentrant_locking.class);
    }

    static synchronized void throwInside(Object o) {
        synchronized (o) {
            synchronized (o) {
                throw new IllegalStateException("boom");
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final RlCounter c = new RlCounter();
        System.out.println("depth 0 holds " + Thread.holdsLock(c));
        int s = c.sumDown(10, 1);
        System.out.println("recursion returned " + s + ", max depth " + c.maxDepth
                + ", held inside true");

        Object o = new Object();
        boolean a, b, d, e;
        synchronized (o) {
            a = Thread.holdsLock(o);
            synchronized (o) {
                b = Thread.holdsLock(o);
                synchronized (o) {
                    d = Thread.holdsLock(o);
                }
            }
            e = Thread.holdsLock(o);
        }
        System.out.println("nested blocks: " + a + " " + b + " " + d + ", after inner exits " + e
                + ", after all " + Thread.holdsLock(o));

        boolean inMethod;
        synchronized (c) {
            c.increment();
            inMethod = Thread.holdsLock(c);
        }
        System.out.println("method in block: " + inMethod + ", static lock: " + staticHolds());

        try {
            throwInside(o);
        } catch (IllegalStateException ex) {
            System.out.println("caught " + ex.getMessage() + ", holds after throw "
                    + (Thread.holdsLock(o) || Thread.holdsLock(reentrant_locking.class)));
        }
        boolean classHeld;
        synchronized (c) {
            classHeld = Thread.holdsLock(reentrant_locking.class);
        }
        synchronized (reentrant_locking.class) {
            System.out.println("instance and class monitors are separate: " + classHeld + " "
                    + staticHolds());
        }

        final RlCounter shared = new RlCounter();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < 10000; k++) {
                        shared.increment();
                        if (k % 1000 == 0) Thread.yield();
                    }
                }
            };
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("counter " + shared.value());

        final RlCounter rec = new RlCounter();
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < 10; k++) rec.addRecursively(200);
                }
            };
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("contended recursive counter " + rec.value());
    }
}
