// The deterministic part of priorities: the constants, the default, setPriority's bounds
// (IllegalArgumentException outside 1..10, the priority unchanged), a new thread inheriting its
// creator's priority (also when created by a non-main thread), the thread group's maximum
// capping it, and setPriority on a running and an ended thread.
// expect: constants 1 5 10
// expect: main 5, new 5
// expect: setPriority(0): java.lang.IllegalArgumentException, still 5
// expect: setPriority(11): java.lang.IllegalArgumentException, still 5
// expect: setPriority(-2147483648): java.lang.IllegalArgumentException, still 5
// expect: set 1 -> 1, set 10 -> 10
// expect: main at 8: child 8
// expect: grandchild of a priority-3 thread: 3
// expect: group max 6: set 9 -> 6, new thread in group 6
// expect: running thread set to 2 -> 2
// expect: ended thread set to 7 -> 5
public class priorities {
    static void trySet(Thread t, int p) {
        try {
            t.setPriority(p);
            System.out.println("setPriority(" + p + ") accepted");
        } catch (IllegalArgumentException e) {
            System.out.println("setPriority(" + p + "): " + e + ", still " + t.getPriority());
        }
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println("constants " + Thread.MIN_PRIORITY + " " + Thread.NORM_PRIORITY + " "
                + Thread.MAX_PRIORITY);
        Thread main = Thread.currentThread();
        Thread t = new Thread("t");
        System.out.println("main " + main.getPriority() + ", new " + t.getPriority());
        trySet(t, 0);
        trySet(t, 11);
        trySet(t, Integer.MIN_VALUE);
        t.setPriority(Thread.MIN_PRIORITY);
        int low = t.getPriority();
        t.setPriority(Thread.MAX_PRIORITY);
        System.out.println("set 1 -> " + low + ", set 10 -> " + t.getPriority());

        main.setPriority(8);
        System.out.println("main at 8: child " + new Thread().getPriority());
        main.setPriority(Thread.NORM_PRIORITY);

        final int[] seen = new int[1];
        Thread parent = new Thread() {
            public void run() {
                seen[0] = new Thread().getPriority();
            }
        };
        parent.setPriority(3);
        parent.start();
        parent.join();
        System.out.println("grandchild of a priority-3 thread: " + seen[0]);

        ThreadGroup g = new ThreadGroup("capped");
        g.setMaxPriority(6);
        Thread inGroup = new Thread(g, "in-group");
        inGroup.setPriority(9);
        int capped = inGroup.getPriority();
        main.setPriority(9);
        Thread born = new Thread(g, "born");
        main.setPriority(Thread.NORM_PRIORITY);
        System.out.println("group max 6: set 9 -> " + capped + ", new thread in group " + born.getPriority());

        final Object lock = new Object();
        final boolean[] go = new boolean[1];
        Thread running = new Thread() {
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
        running.start();
        running.setPriority(2);
        System.out.println("running thread set to 2 -> " + running.getPriority());
        synchronized (lock) {
            go[0] = true;
            lock.notifyAll();
        }
        running.join();
        Thread ended = new Thread();
        ended.start();
        ended.join();
        ended.setPriority(7);
        System.out.println("ended thread set to 7 -> " + ended.getPriority());
    }
}
