// Daemon threads do not keep the VM alive: main returns while one daemon sleeps in an endless
// loop and another spins yielding, and the program ends with status 0. A non-daemon thread does
// keep it alive: it joins the main thread and still prints after main has returned. Threads
// inherit the daemon status of their creator; setDaemon on a started thread throws
// IllegalThreadStateException.
// expect: main daemon false, new thread daemon false
// expect: setDaemon(true) before start: true
// expect: child of a daemon is a daemon: true
// expect: setDaemon after start: java.lang.IllegalThreadStateException, still true
// expect: setDaemon after the end: allowed
// expect: main returns
// expect: non-daemon ran after main: true
public class daemon_threads {
    static volatile long spins;

    public static void main(String[] args) throws InterruptedException {
        final Thread main = Thread.currentThread();
        System.out.println("main daemon " + main.isDaemon() + ", new thread daemon " + new Thread().isDaemon());
        Thread sleeper = new Thread("sleeper") {
            public void run() {
                for (;;) {
                    try {
                        Thread.sleep(100000);
                    } catch (InterruptedException e) {
                        System.out.println("sleeper interrupted");
                    }
                }
            }
        };
        sleeper.setDaemon(true);
        System.out.println("setDaemon(true) before start: " + sleeper.isDaemon());
        sleeper.start();

        final boolean[] childDaemon = new boolean[1];
        final Object ready = new Object();
        Thread spinner = new Thread("spinner") {
            public void run() {
                childDaemon[0] = new Thread().isDaemon();
                synchronized (ready) {
                    ready.notifyAll();
                }
                for (;;) {
                    spins++;
                    Thread.yield();
                }
            }
        };
        spinner.setDaemon(true);
        synchronized (ready) {
            spinner.start();
            ready.wait();
        }
        System.out.println("child of a daemon is a daemon: " + childDaemon[0]);
        try {
            spinner.setDaemon(false);
            System.out.println("setDaemon after start allowed");
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon after start: " + e + ", still " + spinner.isDaemon());
        }
        Thread ended = new Thread();
        ended.start();
        ended.join();
        ended.setDaemon(true);
        System.out.println("setDaemon after the end: allowed");

        Thread survivor = new Thread("survivor") {
            public void run() {
                try {
                    main.join();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                System.out.println("non-daemon ran after main: " + !main.isAlive());
            }
        };
        survivor.start();
        System.out.println("main returns");
    }
}
