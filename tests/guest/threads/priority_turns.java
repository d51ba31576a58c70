// wwvm-only
// wwvm-args: -Xtimeslice:2000
// A turn lasts timeslice * priority / 5 bytecodes (docs/threads.md), and every runnable thread
// gets its turn in round-robin order. So two threads running the same loop alternate turn by
// turn, and a priority-10 thread does about ten times the work per turn of a priority-1 thread
// (2 slices against a fifth of one); two threads of equal priority do the same. The JDK leaves
// all of this to the operating system, so only wwvm runs it.
// expect: 10 vs 1: turns alternate true, high gets more per turn true
// expect: 5 vs 5: turns alternate true, equal work per turn true
// expect: 7 vs 2: turns alternate true, high gets more per turn true
public class priority_turns {
    static volatile boolean stop;
    static volatile int last = -1;

    static final class PtWorker extends Thread {
        final int id;
        final long target;
        long iterations, turns;

        PtWorker(int id, int priority, long target) {
            this.id = id;
            this.target = target;
            setPriority(priority);
        }

        public void run() {
            while (!stop) {
                if (last != id) {
                    last = id;
                    turns++;
                }
                iterations++;
                if (iterations == target) stop = true;
            }
        }
    }

    static void race(int highPriority, int lowPriority, String what) throws InterruptedException {
        stop = false;
        last = -1;
        PtWorker high = new PtWorker(0, highPriority, 40000);
        PtWorker low = new PtWorker(1, lowPriority, Long.MAX_VALUE);
        high.start();
        low.start();
        high.join();
        low.join();
        boolean alternate = Math.abs(high.turns - low.turns) <= 1 && high.turns >= 10;
        double perTurnHigh = (double) high.iterations / high.turns;
        double perTurnLow = (double) low.iterations / low.turns;
        double ratio = perTurnHigh / perTurnLow;
        double wanted = (double) highPriority / lowPriority;
        boolean ok = ratio > wanted * 0.8 && ratio < wanted * 1.25;
        System.out.println(highPriority + " vs " + lowPriority + ": turns alternate " + alternate
                + ", " + what + " " + ok);
        if (!alternate || !ok) {
            System.out.println("  high " + high.iterations + " iterations in " + high.turns
                    + " turns, low " + low.iterations + " in " + low.turns + ", ratio " + ratio);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        race(10, 1, "high gets more per turn");
        race(5, 5, "equal work per turn");
        race(7, 2, "high gets more per turn");
    }
}
