// Thread members of CLDC 1.1 that need no second running thread: isAlive, activeCount, join,
// interrupt and the interrupt status seen by sleep and wait.
// expect: main alive true
// expect: active 1
// expect: new alive false
// expect: joined unstarted
// expect: interrupted false
// expect: after interrupt true
// expect: static true false
// expect: sleep: java.lang.InterruptedException: sleep interrupted
// expect: cleared false
// expect: wait: java.lang.InterruptedException
// expect: cleared false
// expect: negative: timeout value is negative true
// expect: not owner: true
// expect: join of unstarted ignores the interrupt
// expect: status true
// expect: unstarted interrupted true
// expect: timed join of unstarted
// expect: join: timeout value is negative
// expect: done
public class thread_interrupt_alive_join {
    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        System.out.println("main alive " + main.isAlive());
        System.out.println("active " + Thread.activeCount());
        Thread t = new Thread("worker");
        System.out.println("new alive " + t.isAlive());
        t.join();
        System.out.println("joined unstarted");
        System.out.println("interrupted " + main.isInterrupted());
        main.interrupt();
        System.out.println("after interrupt " + main.isInterrupted());
        System.out.println("static " + Thread.interrupted() + " " + Thread.interrupted());
        main.interrupt();
        try {
            Thread.sleep(5);
            System.out.println("slept");
        } catch (InterruptedException e) {
            System.out.println("sleep: " + e);
        }
        System.out.println("cleared " + main.isInterrupted());
        Object lock = new Object();
        main.interrupt();
        synchronized (lock) {
            try {
                lock.wait(5);
                System.out.println("waited");
            } catch (InterruptedException e) {
                System.out.println("wait: " + e);
            }
        }
        System.out.println("cleared " + main.isInterrupted());
        main.interrupt();
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative: " + e.getMessage() + " " + main.isInterrupted());
        }
        try {
            lock.wait(1);
        } catch (IllegalMonitorStateException e) {
            System.out.println("not owner: " + main.isInterrupted());
        }
        Thread.interrupted();
        main.interrupt();
        try {
            t.join();
            System.out.println("join of unstarted ignores the interrupt");
        } catch (InterruptedException e) {
            System.out.println("join: " + e);
        }
        System.out.println("status " + Thread.interrupted());
        t.interrupt();
        System.out.println("unstarted interrupted " + t.isInterrupted());
        Thread.sleep(0);
        t.join(5);
        System.out.println("timed join of unstarted");
        try {
            t.join(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("join: " + e.getMessage());
        }
        System.out.println("done");
    }
}
