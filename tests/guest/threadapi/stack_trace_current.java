// Thread.getStackTrace of the current thread: the first element is Thread.getStackTrace itself,
// then its callers, as on the JDK; the same from a second thread's run().
// expect: main: getStackTrace <- inner <- outer <- main
// expect: class java.lang.Thread
// expect: line of caller matches true
// expect: ten calls deeper, ten frames more: true
// expect: thread: getStackTrace <- inner <- run
// expect: last frame of the thread: run
// expect: dumpStack is not a frame: true
public class stack_trace_current {
    static String names(StackTraceElement[] trace, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n && i < trace.length; i++) {
            if (i > 0) {
                b.append(" <- ");
            }
            b.append(trace[i].getMethodName());
        }
        return b.toString();
    }

    static StackTraceElement[] inner() {
        return Thread.currentThread().getStackTrace();
    }

    static StackTraceElement[] outer() {
        return inner();
    }

    static int recurse(int n) {
        if (n == 0) {
            return Thread.currentThread().getStackTrace().length;
        }
        return recurse(n - 1);
    }

    public static void main(String[] args) throws Exception {
        StackTraceElement[] trace = outer();
        System.out.println("main: " + names(trace, 4));
        System.out.println("class " + trace[0].getClassName());
        StackTraceElement here = new Throwable().getStackTrace()[0];
        System.out.println("line of caller matches " + (trace[3].getLineNumber() == here.getLineNumber() - 3));
        // recurse(10) has ten recurse frames more than recurse(0).
        System.out.println("ten calls deeper, ten frames more: " + (recurse(10) == recurse(0) + 10));
        final StackTraceElement[][] seen = new StackTraceElement[1][];
        Thread t = new Thread() {
            public void run() {
                seen[0] = inner();
            }
        };
        t.start();
        t.join();
        System.out.println("thread: " + names(seen[0], 3));
        System.out.println("last frame of the thread: " + seen[0][seen[0].length - 1].getMethodName());
        boolean noDump = true;
        for (StackTraceElement e : trace) {
            if (e.getMethodName().equals("dumpStack")) {
                noDump = false;
            }
        }
        System.out.println("dumpStack is not a frame: " + noDump);
    }
}
