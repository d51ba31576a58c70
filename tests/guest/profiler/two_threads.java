// wwvm-only
// Accounts are per thread: two threads doing different work, switched by the scheduler many
// times (a small time slice), each measure exactly their own loop. Each worker's window holds
// astore s, then iconst_0 istore x; n + 1 tests (iload, iload, if_icmpge) and n bodies (iinc x,
// iinc i, goto) after iconst_0 istore i; then aload this, which javac pushes for the field store
// before the call's own (free) arguments: 1 + 4 + 3(n + 1) + 3n + 1 = 6n + 9 bytecodes, no bytes.
// wwvm-args: -Xtimeslice:100
// expect: small: n=2000 cpu=12009 memory=0
// expect: large: n=30000 cpu=180009 memory=0
import ww.Measurement;
import ww.Profiler;
import ww.Resource;
import ww.Snapshot;

public class two_threads {
    static final class Worker extends Thread {
        final int n;
        Measurement result;

        Worker(String name, int n) {
            super(name);
            this.n = n;
        }

        public void run() {
            int n = this.n;
            Snapshot s = Profiler.snapshot();
            int x = 0;
            for (int i = 0; i < n; i++) {
                x++;
            }
            result = Profiler.since(s, Resource.CPU | Resource.MEMORY);
            if (x != n) {
                throw new AssertionError();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker small = new Worker("small", 2000);
        Worker large = new Worker("large", 30000);
        small.start();
        large.start();
        small.join();
        large.join();
        for (Worker w : new Worker[] {small, large}) {
            System.out.println(w.getName() + ": n=" + w.n + " cpu=" + w.result.cpu() + " memory="
                    + w.result.memory());
        }
    }
}
