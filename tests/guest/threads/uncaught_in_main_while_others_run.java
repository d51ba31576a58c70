// When main ends with an uncaught exception while another thread still runs, the exception is
// reported at once, the other thread runs to its end, and the exit status is 1.
// expect: main throws
// expect: worker still running after main's exception
// expect: worker finished
// exit: 1
// stderr-first-line: Exception in thread "main" java.lang.RuntimeException: main failed
public class uncaught_in_main_while_others_run {
    public static void main(String[] args) {
        final Thread main = Thread.currentThread();
        Thread worker = new Thread("worker") {
            public void run() {
                try {
                    main.join();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                System.out.println("worker still running after main's exception");
                long s = 0;
                for (int i = 0; i < 100000; i++) {
                    s += i;
                    if (i % 1000 == 0) Thread.yield();
                }
                System.out.println(s == 4999950000L ? "worker finished" : "wrong sum " + s);
            }
        };
        worker.start();
        System.out.println("main throws");
        throw new RuntimeException("main failed");
    }
}
