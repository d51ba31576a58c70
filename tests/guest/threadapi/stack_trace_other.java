// Thread.getStackTrace of another thread: a sleeping thread shows the methods it sleeps in,
// from the native Thread.sleep on top down to its run();
// a thread not yet started and one that has ended give empty arrays. getAllStackTraces holds
// every live thread.
// expect: unstarted: 0
// expect: sleeper: deepest <- middle <- run
// expect: sleep frame on top: true
// expect: whole trace: java.lang.Thread.sleep(native) stack_trace_other.deepest stack_trace_other.middle stack_trace_other$1.run
// expect: all has main true
// expect: all has sleeper true
// expect: all has unstarted false
// expect: main's entry is main true
// expect: ended: 0
public class stack_trace_other {
    static final Object lock = new Object();
    static volatile boolean asleep;

    static void deepest() throws InterruptedException {
        asleep = true;
        Thread.sleep(100000);
    }

    static void middle() throws InterruptedException {
        deepest();
    }

    /** The method names from the first frame of this class outwards. */
    static String ours(StackTraceElement[] trace) {
        StringBuilder b = new StringBuilder();
        for (StackTraceElement e : trace) {
            if (e.getClassName().startsWith("stack_trace_other")) {
                if (b.length() > 0) {
                    b.append(" <- ");
                }
                b.append(e.getMethodName());
            }
        }
        return b.toString();
    }

    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread() {
            public void run() {
                try {
                    middle();
                } catch (InterruptedException e) {
                    // woken by main: end
                }
            }
        };
        System.out.println("unstarted: " + sleeper.getStackTrace().length);
        sleeper.start();
        while (!asleep || sleeper.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(1);
        }
        StackTraceElement[] trace = sleeper.getStackTrace();
        System.out.println("sleeper: " + ours(trace));
        boolean sleepOnTop = false;
        for (StackTraceElement e : trace) {
            if (e.getClassName().startsWith("stack_trace_other")) {
                break;
            }
            if (e.getClassName().equals("java.lang.Thread") && e.getMethodName().startsWith("sleep")) {
                sleepOnTop = true;
            }
        }
        System.out.println("sleep frame on top: " + sleepOnTop);
        StringBuilder whole = new StringBuilder();
        for (StackTraceElement e : trace) {
            whole.append(whole.length() > 0 ? " " : "").append(e.getClassName()).append('.').append(e.getMethodName());
            if (e.isNativeMethod()) {
                whole.append("(native)");
            }
        }
        System.out.println("whole trace: " + whole);
        java.util.Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
        System.out.println("all has main " + all.containsKey(Thread.currentThread()));
        System.out.println("all has sleeper " + all.containsKey(sleeper));
        System.out.println("all has unstarted " + all.containsKey(new Thread()));
        StackTraceElement[] mine = all.get(Thread.currentThread());
        System.out.println("main's entry is main " + mine[mine.length - 1].getMethodName().equals("main"));
        sleeper.interrupt();
        sleeper.join();
        System.out.println("ended: " + sleeper.getStackTrace().length);
    }
}
