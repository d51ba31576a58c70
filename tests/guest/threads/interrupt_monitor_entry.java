// interrupt does not wake a thread waiting to enter a monitor: it stays BLOCKED, enters when the
// owner leaves, and finds its interrupt status set. A waiter that is notified and then
// interrupted before it gets the monitor back returns from wait normally, status set.
// expect: blocked after interrupt: BLOCKED
// expect: entered, interrupted true
// expect: notified then interrupted: wait returned, interrupted true
public class interrupt_monitor_entry {
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread b = new Thread("b") {
            public void run() {
                synchronized (lock) {
                    System.out.println("entered, interrupted " + isInterrupted());
                }
            }
        };
        synchronized (lock) {
            b.start();
            while (b.getState() != Thread.State.BLOCKED) Thread.yield();
            b.interrupt();
            Thread.sleep(20);
            System.out.println("blocked after interrupt: " + b.getState());
        }
        b.join();

        Thread w = new Thread("w") {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait();
                        System.out.println("notified then interrupted: wait returned, interrupted "
                                + isInterrupted());
                    } catch (InterruptedException e) {
                        System.out.println("notified then interrupted: " + e);
                    }
                }
            }
        };
        w.start();
        while (w.getState() != Thread.State.WAITING) Thread.yield();
        synchronized (lock) {
            lock.notify();
            w.interrupt();
        }
        w.join();
    }
}
