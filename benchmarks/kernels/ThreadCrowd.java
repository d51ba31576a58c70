// Kernel: many threads at once. Each of N threads sleeps a little, then adds to a shared counter
// under its monitor, in rounds with a yield between them, so threads start, block, wake,
// contend and end in large numbers. Usage: ThreadCrowd N [ROUNDS] -> prints the final count,
// which must be N * ROUNDS * 10.
public class ThreadCrowd {
    private int count;

    synchronized void add(int n) {
        for (int i = 0; i < n; i++) {
            count++;
        }
    }

    synchronized int count() {
        return count;
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        final int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        final ThreadCrowd shared = new ThreadCrowd();
        Thread[] all = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            final int id = i;
            all[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        Thread.sleep(1 + id % 10);
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                    for (int r = 0; r < rounds; r++) {
                        shared.add(10);
                        Thread.yield();
                    }
                }
            });
            all[i].start();
        }
        for (Thread t : all) {
            t.join();
        }
        System.out.println("threads " + threads + " count " + shared.count());
    }
}
