// printStackTrace's layout: frames, "Caused by:" chains with "... N more", suppressed
// throwables indented by a tab, circular causes, traces that are not writable, setStackTrace,
// and the cause rules (initCause after a constructor set the cause, self-causation).
public class throwable_trace_printing {
    static class Quiet extends RuntimeException {
        Quiet(String m, Throwable c, boolean suppression, boolean writable) {
            super(m, c, suppression, writable);
        }
    }

    static Exception inner(int depth) {
        if (depth > 0) {
            return inner(depth - 1);
        }
        return new IllegalStateException("deep");
    }

    static Exception wrapped() {
        Exception root = inner(2);
        return new RuntimeException("wrapper", root);
    }

    public static void main(String[] args) {
        Exception w = wrapped();
        w.printStackTrace(System.out);

        Exception top = new Exception("top");
        top.addSuppressed(new ArithmeticException("first"));
        Exception second = new Exception("second", new Error("second's cause"));
        second.addSuppressed(inner(1));
        top.addSuppressed(second);
        top.initCause(wrapped());
        top.printStackTrace(System.out);
        System.out.println(top.getSuppressed().length + " " + top.getSuppressed()[1].getMessage());

        Exception a = new Exception("a");
        Exception b = new Exception("b", a);
        a.initCause(b);
        b.printStackTrace(System.out);

        Quiet q = new Quiet("quiet", null, false, false);
        q.addSuppressed(new Exception("ignored"));
        q.fillInStackTrace();
        q.setStackTrace(new StackTraceElement[] {new StackTraceElement("X", "y", "X.java", 3)});
        System.out.println(q.getStackTrace().length + " " + q.getSuppressed().length);
        q.printStackTrace(System.out);

        Exception given = new Exception("given");
        given.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("p.Q", "run", "Q.java", 10),
            new StackTraceElement("p.Q", "nat", null, -2),
            new StackTraceElement("p.R", "anon", null, -1)});
        given.printStackTrace(System.out);
        StackTraceElement[] copy = given.getStackTrace();
        copy[0] = null;
        System.out.println(given.getStackTrace()[0]);
        try {
            given.setStackTrace(new StackTraceElement[] {null});
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }

        try {
            new Exception("x", null).initCause(new Error());
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage() + " / " + e.getCause().getMessage());
        }
        try {
            new Exception("y").initCause(null).initCause(null);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        Exception self = new Exception("self");
        try {
            self.initCause(self);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage() + " / " + (e.getCause() == self));
        }
        try {
            self.addSuppressed(self);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            self.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(self.getCause() + " " + self.getStackTrace()[0].getMethodName());
        Exception refilled = inner(0);
        refilled.setStackTrace(new StackTraceElement[0]);
        refilled.fillInStackTrace();
        System.out.println(refilled.getStackTrace().length > 0);
    }
}
// expect: java.lang.RuntimeException: wrapper
// expect: 	at throwable_trace_printing.wrapped(throwable_trace_printing.java:20)
// expect: 	at throwable_trace_printing.main(throwable_trace_printing.java:24)
// expect: Caused by: java.lang.IllegalStateException: deep
// expect: 	at throwable_trace_printing.inner(throwable_trace_printing.java:15)
// expect: 	at throwable_trace_printing.inner(throwable_trace_printing.java:13)
// expect: 	at throwable_trace_printing.inner(throwable_trace_printing.java:13)
// expect: 	at throwable_trace_printing.wrapped(throwable_trace_printing.java:19)
// expect: 	... 1 more
// expect: java.lang.Exception: top
// expect: 	at throwable_trace_printing.main(throwable_trace_printing.java:27)
// expect: 	Suppressed: java.lang.ArithmeticException: first
// expect: 		at throwable_trace_printing.main(throwable_trace_printing.java:28)
// expect: 	Suppressed: java.lang.Exception: second
// expect: 		at throwable_trace_printing.main(throwable_trace_printing.java:29)
// expect: 		Suppressed: java.lang.IllegalStateException: deep
// expect: 			at throwable_trace_printing.inner(throwable_trace_printing.java:15)
// expect: 			at throwable_trace_printing.inner(throwable_trace_printing.java:13)
// expect: 			at throwable_trace_printing.main(throwable_trace_printing.java:30)
// expect: 	Caused by: java.lang.Error: second's cause
// expect: 		... 1 more
// expect: Caused by: java.lang.RuntimeException: wrapper
// expect: 	at throwable_trace_printing.wrapped(throwable_trace_printing.java:20)
// expect: 	at throwable_trace_printing.main(throwable_trace_printing.java:32)
// expect: Caused by: java.lang.IllegalStateException: deep
// expect: 	at throwable_trace_printing.inner(throwable_trace_printing.java:15)
// expect: 	at throwable_trace_printing.inner(throwable_trace_printing.java:13)
// expect: 	at throwable_trace_printing.inner(throwable_trace_printing.java:13)
// expect: 	at throwable_trace_printing.wrapped(throwable_trace_printing.java:19)
// expect: 	... 1 more
// expect: 2 second
// expect: java.lang.Exception: b
// expect: 	at throwable_trace_printing.main(throwable_trace_printing.java:37)
// expect: Caused by: java.lang.Exception: a
// expect: 	at throwable_trace_printing.main(throwable_trace_printing.java:36)
// expect: Caused by: [CIRCULAR REFERENCE: java.lang.Exception: b]
// expect: 0 0
// expect: throwable_trace_printing$Quiet: quiet
// expect: java.lang.Exception: given
// expect: 	at p.Q.run(Q.java:10)
// expect: 	at p.Q.nat(Native Method)
// expect: 	at p.R.anon(Unknown Source)
// expect: p.Q.run(Q.java:10)
// expect: stackTrace[0]
// expect: Can't overwrite cause with java.lang.Error / x
// expect: Can't overwrite cause with a null
// expect: Self-causation not permitted / true
// expect: Self-suppression not permitted
// expect: Cannot suppress a null exception.
// expect: null main
// expect: true
