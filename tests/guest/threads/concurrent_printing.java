// order-independent
// Four threads print their own lines with no coordination but yields, so the interleaving is
// the scheduler's: each line appears exactly once, in whatever order (println is synchronized,
// so lines never mix).
// expect: t0 line 0
// expect: t0 line 1
// expect: t0 line 2
// expect: t1 line 0
// expect: t1 line 1
// expect: t1 line 2
// expect: t2 line 0
// expect: t2 line 1
// expect: t2 line 2
// expect: t3 line 0
// expect: t3 line 1
// expect: t3 line 2
// expect: main line 0
// expect: main line 1
// expect: all joined
public class concurrent_printing {
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread("t" + i) {
                public void run() {
                    for (int k = 0; k < 3; k++) {
                        System.out.println(getName() + " line " + k);
                        Thread.yield();
                    }
                }
            };
            ts[i].start();
        }
        for (int k = 0; k < 2; k++) {
            System.out.println("main line " + k);
            Thread.yield();
        }
        for (Thread t : ts) t.join();
        System.out.println("all joined");
    }
}
