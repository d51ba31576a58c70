// wwvm-only
// wwvm-args: -Xclock:virtual -XX:+WhiteBox
// Three threads compute, sleep, wait with timeouts and yield while sharing an unsynchronised
// trace of who ran when. Under -Xclock:virtual everything here repeats exactly; this run pins
// what needs no exact bytecode count. With the argument "verbose" it also prints the raw
// nanoTime readings, the trace and each thread's opcode total: tests/harness/repeatable_run.py
// runs it so twice and requires byte-identical output and opcode-count files.
// expect: w0 done: sum 1249975000 after 2 naps
// expect: w1 done: sum 1249975000 after 2 naps
// expect: w2 done: sum 1249975000 after 2 naps
// expect: waits timed out: 6
// expect: trace has all three: true
// expect: elapsed 75 ms
public class repeatable_run {
    static final StringBuffer trace = new StringBuffer();
    static int[] lastSeen = new int[1];
    static final Object lock = new Object();
    static int timeouts;
    static boolean verbose;
    static long start;

    static final class RrWorker extends Thread {
        final int id;
        String result;
        long opcodes;
        final StringBuffer nanos = new StringBuffer();

        RrWorker(int id) {
            super("w" + id);
            this.id = id;
        }

        public void run() {
            long t0 = verbose ? wwtest.WhiteBox.totalOpcodes() : 0;
            long sum = 0;
            int naps = 0;
            for (int i = 0; i < 50000; i++) {
                sum += i;
                if (lastSeen[0] != id) {
                    lastSeen[0] = id;
                    trace.append((char) ('a' + id));
                }
                if (i % 17000 == 16999) {
                    try {
                        Thread.sleep(10 * (id + 1));
                        naps++;
                        synchronized (lock) {
                            long w0 = System.nanoTime();
                            lock.wait(5 + id);
                            if (System.nanoTime() - w0 >= (5 + id) * 1000000L) timeouts++;
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                    nanos.append(' ').append(System.nanoTime());
                }
                if (i % 5000 == 0) Thread.yield();
            }
            result = getName() + " done: sum " + sum + " after " + naps + " naps";
            if (verbose) opcodes = wwtest.WhiteBox.totalOpcodes() - t0;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        verbose = args.length > 0 && args[0].equals("verbose");
        start = System.currentTimeMillis();
        RrWorker[] ws = new RrWorker[3];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new RrWorker(i);
            ws[i].setPriority(4 + 2 * i);
            ws[i].start();
        }
        for (RrWorker w : ws) w.join();
        for (RrWorker w : ws) System.out.println(w.result);
        System.out.println("waits timed out: " + timeouts);
        String t = trace.toString();
        System.out.println("trace has all three: " + (t.indexOf('a') >= 0 && t.indexOf('b') >= 0 && t.indexOf('c') >= 0));
        System.out.println("elapsed " + (System.currentTimeMillis() - start) + " ms");
        if (verbose) {
            System.out.println("trace " + t);
            for (RrWorker w : ws) System.out.println(w.getName() + " nanoTime" + w.nanos + ", opcodes " + w.opcodes);
            System.out.println("main nanoTime " + System.nanoTime());
        }
    }
}
