// Uncaught exceptions go to the thread's own UncaughtExceptionHandler if it has one, else to
// its ThreadGroup, which passes them to the default handler; nothing then reaches stderr. The
// handler runs in the failing thread. An exception that main does not catch goes to the default
// handler too, and the exit status is still 1.
// expect: no handlers: own null, default null, group is the handler true
// expect: own handler: t=own-handler, java.lang.IllegalArgumentException: one, in own-handler
// expect: default handler: t=default, java.lang.ArithmeticException: / by zero, in default
// expect: own beats default: t=both, java.lang.Error: three
// expect: group subclass: t=grouped, java.lang.RuntimeException: four
// expect: getters: true true
// expect: main throws
// expect: default handler: t=main, java.lang.IllegalStateException: from main, in main
// exit: 1
public class uncaught_handlers {
    static final class UhHandler implements Thread.UncaughtExceptionHandler {
        final String label;

        UhHandler(String label) {
            this.label = label;
        }

        public void uncaughtException(Thread t, Throwable e) {
            System.out.println(label + ": t=" + t.getName() + ", " + e + ", in " + Thread.currentThread().getName());
        }
    }

    static Thread thrower(ThreadGroup g, String name, final Throwable toThrow) {
        return new Thread(g, new Runnable() {
            public void run() {
                if (toThrow instanceof RuntimeException) throw (RuntimeException) toThrow;
                throw (Error) toThrow;
            }
        }, name);
    }

    static int zero;

    public static void main(String[] args) throws InterruptedException {
        Thread plain = new Thread();
        System.out.println("no handlers: own null, default " + Thread.getDefaultUncaughtExceptionHandler()
                + ", group is the handler " + (plain.getUncaughtExceptionHandler() == plain.getThreadGroup()));

        Thread own = thrower(null, "own-handler", new IllegalArgumentException("one"));
        own.setUncaughtExceptionHandler(new UhHandler("own handler"));
        own.start();
        own.join();

        UhHandler dflt = new UhHandler("default handler");
        Thread.setDefaultUncaughtExceptionHandler(dflt);
        Thread d = new Thread("default") {
            public void run() {
                System.out.println(1 / zero);
            }
        };
        d.start();
        d.join();

        Thread both = thrower(null, "both", new Error("three"));
        both.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("own beats default: t=" + t.getName() + ", " + e);
            }
        });
        both.start();
        both.join();

        ThreadGroup g = new ThreadGroup("custom") {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("group subclass: t=" + t.getName() + ", " + e);
            }
        };
        Thread grouped = thrower(g, "grouped", new RuntimeException("four"));
        grouped.start();
        grouped.join();

        Thread.UncaughtExceptionHandler h = new UhHandler("x");
        Thread withOwn = new Thread();
        withOwn.setUncaughtExceptionHandler(h);
        System.out.println("getters: " + (withOwn.getUncaughtExceptionHandler() == h) + " "
                + (Thread.getDefaultUncaughtExceptionHandler() == dflt));

        System.out.println("main throws");
        throw new IllegalStateException("from main");
    }
}
