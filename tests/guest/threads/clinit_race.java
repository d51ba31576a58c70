// Two threads touch a class whose static initialiser sleeps: the initialiser runs once, in the
// first thread, while the second waits for it to finish (RUNNABLE all the while, as the JDK
// reports a thread waiting inside the VM), and both see the initialised values.
// A racing initialiser that fails gives the first thread ExceptionInInitializerError and every
// later user NoClassDefFoundError, again with the initialiser run once; its cause names the first
// failure and the thread it happened in.
// expect: initialiser runs in racer-0
// expect: racer-1 waiting for the initialiser: RUNNABLE
// expect: racer-0 sees 42 and [a, b, c]
// expect: racer-1 sees 42 and [a, b, c]
// expect: initialiser ran 1 time(s)
// expect: failing initialiser runs in failer-0
// expect: failer-0: java.lang.ExceptionInInitializerError caused by java.lang.IllegalStateException: init failed
// expect: failer-1: java.lang.NoClassDefFoundError: Could not initialize class clinit_race$CrFailing caused by java.lang.ExceptionInInitializerError: Exception java.lang.IllegalStateException: init failed [in thread "failer-0"]
// expect: main: java.lang.NoClassDefFoundError: Could not initialize class clinit_race$CrFailing caused by java.lang.ExceptionInInitializerError: Exception java.lang.IllegalStateException: init failed [in thread "failer-0"]
// expect: failing initialiser ran 1 time(s)
public class clinit_race {
    static int runs, failingRuns;

    static final class CrSlow {
        static final int VALUE;
        static final java.util.List<String> LIST = new java.util.ArrayList<String>();

        static {
            runs++;
            System.out.println("initialiser runs in " + Thread.currentThread().getName());
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            LIST.add("a");
            Thread.yield();
            LIST.add("b");
            LIST.add("c");
            VALUE = 42;
        }
    }

    static final class CrFailing {
        static int value;

        static {
            failingRuns++;
            System.out.println("failing initialiser runs in " + Thread.currentThread().getName());
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            if (failingRuns > 0) throw new IllegalStateException("init failed");
        }
    }

    static volatile int arrived;

    static String describe(Throwable e) {
        return e + " caused by " + e.getCause();
    }

    public static void main(String[] args) throws InterruptedException {
        final String[] seen = new String[2];
        Thread[] racers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int me = i;
            racers[i] = new Thread("racer-" + i) {
                public void run() {
                    seen[me] = getName() + " sees " + CrSlow.VALUE + " and " + CrSlow.LIST;
                }
            };
        }
        racers[0].start();
        while (racers[0].getState() != Thread.State.TIMED_WAITING) Thread.yield();
        racers[1].start();
        Thread.sleep(50);
        System.out.println("racer-1 waiting for the initialiser: " + racers[1].getState());
        for (Thread t : racers) t.join();
        System.out.println(seen[0]);
        System.out.println(seen[1]);
        System.out.println("initialiser ran " + runs + " time(s)");

        Thread[] failers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int me = i;
            failers[i] = new Thread("failer-" + i) {
                public void run() {
                    try {
                        seen[me] = getName() + " read " + CrFailing.value;
                    } catch (Throwable e) {
                        seen[me] = getName() + ": " + describe(e);
                    }
                }
            };
        }
        failers[0].start();
        while (failers[0].getState() != Thread.State.TIMED_WAITING) Thread.yield();
        failers[1].start();
        for (Thread t : failers) t.join();
        System.out.println(seen[0]);
        System.out.println(seen[1]);
        try {
            System.out.println(CrFailing.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("main: " + describe(e));
        }
        System.out.println("failing initialiser ran " + failingRuns + " time(s)");
    }
}
