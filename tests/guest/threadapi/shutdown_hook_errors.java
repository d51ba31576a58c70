// Runtime.addShutdownHook and removeShutdownHook: their exceptions and return values before and
// during shutdown, as the JDK's (null, registered twice, already running, ended threads,
// "Shutdown in progress" from a hook).
// expect: add null: java.lang.NullPointerException
// expect: remove null: java.lang.NullPointerException
// expect: remove unregistered: false
// expect: add: ok
// expect: add again: java.lang.IllegalArgumentException: Hook previously registered
// expect: add running: java.lang.IllegalArgumentException: Hook already running
// expect: add registered then started: java.lang.IllegalArgumentException: Hook already running
// expect: remove the running one: true
// expect: add ended: ok
// expect: remove ended: true
// expect: remove again: false
// expect: main ends
// expect: in hook add: java.lang.IllegalStateException: Shutdown in progress
// expect: in hook add null: java.lang.IllegalStateException: Shutdown in progress
// expect: in hook remove: java.lang.IllegalStateException: Shutdown in progress
// expect: in hook remove null: java.lang.IllegalStateException: Shutdown in progress
public class shutdown_hook_errors {
    static final Runtime rt = Runtime.getRuntime();

    interface SheAction {
        Object run();
    }

    static void attempt(String what, SheAction action) {
        try {
            Object result = action.run();
            System.out.println(what + ": " + (result == null ? "ok" : result));
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    static SheAction add(final Thread hook) {
        return new SheAction() {
            public Object run() {
                rt.addShutdownHook(hook);
                return null;
            }
        };
    }

    static SheAction remove(final Thread hook) {
        return new SheAction() {
            public Object run() {
                return rt.removeShutdownHook(hook);
            }
        };
    }

    public static void main(String[] args) throws Exception {
        attempt("add null", add(null));
        attempt("remove null", remove(null));
        attempt("remove unregistered", remove(new Thread()));
        final Thread hook = new Thread() {
            public void run() {
                attempt("in hook add", add(new Thread()));
                attempt("in hook add null", add(null));
                attempt("in hook remove", remove(this));
                attempt("in hook remove null", remove(null));
            }
        };
        attempt("add", add(hook));
        attempt("add again", add(hook));
        final Object lock = new Object();
        Thread running = new Thread() {
            public void run() {
                synchronized (lock) {
                    // holds until main lets it end
                }
            }
        };
        Thread registeredThenStarted = new Thread() {
            public void run() {
                synchronized (lock) {
                    // likewise
                }
            }
        };
        rt.addShutdownHook(registeredThenStarted);
        synchronized (lock) {
            running.start();
            registeredThenStarted.start();
            attempt("add running", add(running));
            attempt("add registered then started", add(registeredThenStarted));
            attempt("remove the running one", remove(registeredThenStarted));
        }
        running.join();
        registeredThenStarted.join();
        Thread ended = new Thread();
        ended.start();
        ended.join();
        attempt("add ended", add(ended));
        attempt("remove ended", remove(ended));
        attempt("remove again", remove(ended));
        System.out.println("main ends");
    }
}
