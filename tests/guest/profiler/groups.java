// wwvm-only
// A window's group: getGroupCount adds to the thread's own count the whole lives of the
// threads started inside the window by it or by a thread of the group; groupSince does the
// same from a snapshot. Thread start-up and ending cost the same bytecodes whatever the work,
// so the test varies the work and checks the differences, worked out by hand:
// - Worker's loop `for (i = 0; i < n; i++) x++;` runs 6 bytecodes an iteration (iload i,
//   iload n, if_icmpge; iinc x, iinc i, goto) and its `new int[n]` takes 24 + 4n bytes (n
//   even), so n = 2000 against n = 1000 is 6000 more bytecodes and 4000 more bytes a worker.
// - A worker that starts another (a grandchild of the measuring thread) brings it in too:
//   two workers, 12000 and 8000.
// - A live member (still waiting when the count is taken) counts up to then: 6000 and 4000.
// - An outsider, started before the window and doing 3n iterations inside it, never counts.
// - A snapshot taken after the first worker started measures only the later ones.
// - With no thread started the group is the thread alone; a later getCount also holds the
//   astore of the group's measurement: 1 bytecode.
// expect: empty window: group cpu=0 memory=0
// expect: no threads started: own - group: cpu=1 memory=0
// expect: worker and grandchild: cpu +12000 memory +8000
// expect: live member: cpu +6000 memory +4000
// expect: outsider not in the group: cpu +6000 memory +4000
// expect: snapshot group: cpu +6000 memory +4000
// expect: own count unchanged by the group: true
import ww.Measurement;
import ww.Profiler;
import ww.Resource;
import ww.Snapshot;

public class groups {
    static final int CM = Resource.CPU | Resource.MEMORY;

    static final class Worker extends Thread {
        final int n;
        final Worker next;  // started by this worker, if any
        final Object gate;  // when set: wait on it (a member alive when measured, or an outsider)
        final boolean waitFirst;  // wait before the work, not after it
        volatile boolean waiting;
        boolean released;
        int[] keep;

        Worker(int n, Worker next, Object gate, boolean waitFirst) {
            this.n = n;
            this.next = next;
            this.gate = gate;
            this.waitFirst = waitFirst;
        }

        Worker(int n) {
            this(n, null, null, false);
        }

        public void run() {
            if (next != null) {
                next.start();
            }
            if (waitFirst) {
                await();
            }
            int n = this.n;
            keep = new int[n];
            int x = 0;
            for (int i = 0; i < n; i++) {
                x++;
            }
            if (x != n) {
                throw new AssertionError();
            }
            if (!waitFirst) {
                await();
            }
        }

        void await() {
            if (gate == null) {
                return;
            }
            synchronized (gate) {
                waiting = true;
                while (!released) {
                    try {
                        gate.wait();
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                }
            }
        }

        void release() {
            synchronized (gate) {
                released = true;
                gate.notifyAll();
            }
        }

        void awaitWaiting() {
            while (!waiting) {
                Thread.yield();
            }
        }
    }

    static long[] diff(Measurement group, Measurement own) {
        return new long[] {group.cpu() - own.cpu(), group.memory() - own.memory(), own.cpu(),
                own.memory()};
    }

    // A worker that starts a grandchild; both ended when measured.
    static long[] family(int n) throws InterruptedException {
        Profiler.reset(CM);
        Worker w = new Worker(n, new Worker(n), null, false);
        w.start();
        w.join();
        w.next.join();
        Measurement group = Profiler.getGroupCount(CM);
        Measurement own = Profiler.getCount(CM);
        return diff(group, own);
    }

    // A member still alive, waiting, when the group is measured.
    static long[] live(int n) throws InterruptedException {
        Profiler.reset(CM);
        Worker w = new Worker(n, null, new Object(), false);
        w.start();
        w.awaitWaiting();
        Measurement group = Profiler.getGroupCount(CM);
        Measurement own = Profiler.getCount(CM);
        w.release();
        w.join();
        return diff(group, own);
    }

    // An outsider started before the window does its work inside it; one worker is a member.
    static long[] outsider(int n) throws InterruptedException {
        Worker out = new Worker(3 * n, null, new Object(), true);
        out.start();
        out.awaitWaiting();
        Profiler.reset(CM);
        out.release();
        Worker member = new Worker(n);
        member.start();
        member.join();
        out.join();
        Measurement group = Profiler.getGroupCount(CM);
        Measurement own = Profiler.getCount(CM);
        return diff(group, own);
    }

    // A snapshot taken after the first worker started: only the second is its group's.
    static long[] snapshot(int n) throws InterruptedException {
        Worker first = new Worker(5 * n);
        Worker second = new Worker(n);
        first.start();
        Snapshot s = Profiler.snapshot();
        second.start();
        first.join();
        second.join();
        Measurement group = Profiler.groupSince(s, CM);
        Measurement own = Profiler.since(s, CM);
        return diff(group, own);
    }

    static String delta(long[] big, long[] small) {
        return "cpu +" + (big[0] - small[0]) + " memory +" + (big[1] - small[1]);
    }

    public static void main(String[] args) throws InterruptedException {
        Profiler.reset(Resource.ALL);
        Measurement group = Profiler.getGroupCount(CM);
        System.out.println("empty window: group cpu=" + group.cpu() + " memory=" + group.memory());

        Profiler.reset(CM);
        int[] work = new int[100];
        for (int i = 0; i < work.length; i++) {
            work[i] = i * i;
        }
        Measurement g = Profiler.getGroupCount(CM);
        Measurement o = Profiler.getCount(CM);
        System.out.println("no threads started: own - group: cpu=" + (o.cpu() - g.cpu())
                + " memory=" + (o.memory() - g.memory()));

        System.out.println("worker and grandchild: " + delta(family(2000), family(1000)));
        System.out.println("live member: " + delta(live(2000), live(1000)));
        System.out.println("outsider not in the group: " + delta(outsider(2000), outsider(1000)));
        System.out.println("snapshot group: " + delta(snapshot(2000), snapshot(1000)));

        long[] big = family(2000);
        long[] small = family(1000);
        System.out.println("own count unchanged by the group: " + (big[2] == small[2] && big[3] == small[3]));
    }
}
