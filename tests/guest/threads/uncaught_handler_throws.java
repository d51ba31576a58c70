// An UncaughtExceptionHandler that itself throws: the JDK reports that in one line,
// 'Exception: CLASS thrown from the UncaughtExceptionHandler in thread "NAME"', after an empty
// line, and the thread still ends normally for everyone else. An exception in a daemon thread
// is reported like any other.
// expect: handler sees java.lang.RuntimeException: first
// expect: bad-handler TERMINATED
// expect: daemon failed, main continues
// stderr-first-line:
public class uncaught_handler_throws {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread("bad-handler") {
            public void run() {
                throw new RuntimeException("first");
            }
        };
        t.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread th, Throwable e) {
                System.out.println("handler sees " + e);
                throw new IllegalStateException("handler fails");
            }
        });
        t.start();
        t.join();
        System.out.println(t.getName() + " " + t.getState());
        Thread d = new Thread("daemon") {
            public void run() {
                throw new UnsupportedOperationException("daemon failure");
            }
        };
        d.setDaemon(true);
        d.start();
        d.join();
        System.out.println("daemon failed, main continues");
    }
}
