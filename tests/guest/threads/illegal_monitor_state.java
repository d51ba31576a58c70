// wait, notify and notifyAll without the object's monitor throw IllegalMonitorStateException
// with the JDK's message; owning another monitor does not help, and after the synchronized
// block ends the monitor is no longer owned. A negative timeout is an IllegalArgumentException,
// checked before the owner.
// expect: wait(): java.lang.IllegalMonitorStateException: current thread is not owner
// expect: wait(10): java.lang.IllegalMonitorStateException: current thread is not owner
// expect: wait(10, 5): java.lang.IllegalMonitorStateException: current thread is not owner
// expect: notify(): java.lang.IllegalMonitorStateException: current thread is not owner
// expect: notifyAll(): java.lang.IllegalMonitorStateException: current thread is not owner
// expect: wait(-1): java.lang.IllegalArgumentException: timeout value is negative
// expect: wait(-1, 0): java.lang.IllegalArgumentException: timeoutMillis value is negative
// expect: holding another: java.lang.IllegalMonitorStateException: current thread is not owner
// expect: after the block: java.lang.IllegalMonitorStateException: current thread is not owner
// expect: owned by another thread: java.lang.IllegalMonitorStateException: current thread is not owner
// expect: owner may notify: ok
// expect: wait(-1) as owner: java.lang.IllegalArgumentException: timeout value is negative
// expect: wait(0, -1) as owner: java.lang.IllegalArgumentException: nanosecond timeout value out of range
// expect: wait(0, 1000000) as owner: java.lang.IllegalArgumentException: nanosecond timeout value out of range
// expect: is an IllegalMonitorStateException a RuntimeException: true
public class illegal_monitor_state {
    interface ImsAction {
        void run(Object o) throws InterruptedException;
    }

    static void attempt(String what, Object o, ImsAction action) {
        try {
            action.run(o);
            System.out.println(what + ": ok");
        } catch (InterruptedException e) {
            System.out.println(what + ": " + e);
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    static final ImsAction WAIT = new ImsAction() {
        public void run(Object o) throws InterruptedException {
            o.wait();
        }
    };
    static final ImsAction NOTIFY = new ImsAction() {
        public void run(Object o) {
            o.notify();
        }
    };

    public static void main(String[] args) throws InterruptedException {
        final Object o = new Object();
        attempt("wait()", o, WAIT);
        attempt("wait(10)", o, new ImsAction() {
            public void run(Object x) throws InterruptedException {
                x.wait(10);
            }
        });
        attempt("wait(10, 5)", o, new ImsAction() {
            public void run(Object x) throws InterruptedException {
                x.wait(10, 5);
            }
        });
        attempt("notify()", o, NOTIFY);
        attempt("notifyAll()", o, new ImsAction() {
            public void run(Object x) {
                x.notifyAll();
            }
        });
        attempt("wait(-1)", o, new ImsAction() {
            public void run(Object x) throws InterruptedException {
                x.wait(-1);
            }
        });
        attempt("wait(-1, 0)", o, new ImsAction() {
            public void run(Object x) throws InterruptedException {
                x.wait(-1, 0);
            }
        });
        synchronized (new Object()) {
            attempt("holding another", o, NOTIFY);
        }
        synchronized (o) {
            o.notify();
        }
        attempt("after the block", o, WAIT);

        final Object gate = new Object();
        final boolean[] state = new boolean[2];  // [0] holder has o, [1] main is done
        Thread holder = new Thread() {
            public void run() {
                synchronized (o) {
                    synchronized (gate) {
                        state[0] = true;
                        gate.notifyAll();
                        while (!state[1]) {
                            try {
                                gate.wait();
                            } catch (InterruptedException e) {
                                throw new RuntimeException(e);
                            }
                        }
                    }
                }
            }
        };
        holder.start();
        synchronized (gate) {
            while (!state[0]) gate.wait();
            attempt("owned by another thread", o, NOTIFY);
            state[1] = true;
            gate.notifyAll();
        }
        holder.join();

        synchronized (o) {
            attempt("owner may notify", o, NOTIFY);
            attempt("wait(-1) as owner", o, new ImsAction() {
                public void run(Object x) throws InterruptedException {
                    x.wait(-1);
                }
            });
            attempt("wait(0, -1) as owner", o, new ImsAction() {
                public void run(Object x) throws InterruptedException {
                    x.wait(0, -1);
                }
            });
            attempt("wait(0, 1000000) as owner", o, new ImsAction() {
                public void run(Object x) throws InterruptedException {
                    x.wait(0, 1000000);
                }
            });
        }
        System.out.println("is an IllegalMonitorStateException a RuntimeException: "
                + (new IllegalMonitorStateException() instanceof RuntimeException));
    }
}
