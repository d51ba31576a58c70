// ThreadLocal: each thread sees its own value, initialised by initialValue or withInitial's
// supplier on its first get, and after remove; threads running at the same time (switching in
// the middle of their loops) never see each other's values.
// expect: main initial 0 calls 1
// expect: main set 42 calls 1
// expect: main after remove 0 calls 2
// expect: supplied [main] [main]
// expect: null default null
// expect: set null get null calls 2
// expect: t0 ok
// expect: t1 ok
// expect: t2 ok
// expect: t3 ok
// expect: main still 7 supplied [main]
// expect: initialValue calls 10
// expect: nested initial: outer sees inner=5
// expect: withInitial(null): java.lang.NullPointerException
public class thread_local_per_thread {
    static int initialCalls;

    static final ThreadLocal<Integer> counter = new ThreadLocal<Integer>() {
        protected Integer initialValue() {
            initialCalls++;
            return 0;
        }
    };

    static final ThreadLocal<StringBuilder> supplied = ThreadLocal.withInitial(new java.util.function.Supplier<StringBuilder>() {
        public StringBuilder get() {
            return new StringBuilder("[" + Thread.currentThread().getName() + "]");
        }
    });

    static final ThreadLocal<String> inner = new ThreadLocal<String>() {
        protected String initialValue() {
            return "inner=5";
        }
    };

    static final ThreadLocal<String> outer = new ThreadLocal<String>() {
        protected String initialValue() {
            return "outer sees " + inner.get();
        }
    };

    public static void main(String[] args) throws Exception {
        System.out.println("main initial " + counter.get() + " calls " + initialCalls);
        counter.set(42);
        System.out.println("main set " + counter.get() + " calls " + initialCalls);
        counter.remove();
        System.out.println("main after remove " + counter.get() + " calls " + initialCalls);
        StringBuilder first = supplied.get();
        System.out.println("supplied " + first + " " + (supplied.get() == first ? supplied.get() : "a new one"));
        ThreadLocal<String> plain = new ThreadLocal<String>();
        System.out.println("null default " + plain.get());
        counter.set(null);
        System.out.println("set null get " + counter.get() + " calls " + initialCalls);
        counter.set(7);

        final int n = 4;
        final String[] results = new String[n];
        Thread[] threads = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            threads[i] = new Thread("t" + i) {
                public void run() {
                    boolean ok = counter.get() == 0 && supplied.get().toString().equals("[t" + id + "]");
                    for (int k = 0; k < 20000; k++) {
                        counter.set(counter.get() + id + 1);
                        if (k % 1000 == 0) {
                            Thread.yield();
                        }
                    }
                    ok &= counter.get() == 20000 * (id + 1);
                    counter.remove();
                    ok &= counter.get() == 0;
                    results[id] = getName() + (ok ? " ok" : " wrong " + counter.get());
                }
            };
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        for (String r : results) {
            System.out.println(r);
        }
        System.out.println("main still " + counter.get() + " supplied " + supplied.get());
        System.out.println("initialValue calls " + initialCalls);
        System.out.println("nested initial: " + outer.get());
        try {
            ThreadLocal.withInitial(null);
        } catch (NullPointerException e) {
            System.out.println("withInitial(null): " + e);
        }
    }
}
