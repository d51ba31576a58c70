// Lambdas as thread bodies: new Thread(() -> ...) joined before its result is printed, a bound
// method reference (this::work) as a Runnable, several threads each running a lambda that
// captures its own index and range and adds its result to a shared map under synchronized, a
// non-capturing lambda object shared by all threads, and a call site that several threads reach
// for the first time together (held at a gate, then released at once): each links it or waits
// for another's linkage, and all receive the one object the site hands out. Output is printed
// after every join, so it does not depend on the interleaving.
import java.util.*;
import java.util.function.*;

public class lambda_threads {
    static final Object GATE = new Object();
    static boolean open;
    static final IntUnaryOperator SQUARE = x -> x * x;

    final Map<Integer, Long> results = new TreeMap<Integer, Long>();
    int worked;

    void work() {
        synchronized (this) {
            worked++;
        }
    }

    static void awaitGate() {
        synchronized (GATE) {
            while (!open) {
                try {
                    GATE.wait();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        }
    }

    // Reached for the first time by the racing threads below.
    static Supplier<String> firstReached() {
        return () -> "linked";
    }

    public static void main(String[] args) throws InterruptedException {
        String[] box = new String[1];
        Thread single = new Thread(() -> box[0] = "set by " + Thread.currentThread().getName(), "solo");
        single.start();
        single.join();
        System.out.println(box[0]);

        lambda_threads shared = new lambda_threads();
        Thread[] workers = new Thread[3];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Thread(shared::work);
            workers[i].start();
        }
        for (Thread t : workers) {
            t.join();
        }
        System.out.println("worked " + shared.worked);

        int threads = 4;
        int per = 250;
        List<Thread> summers = new ArrayList<Thread>();
        for (int i = 0; i < threads; i++) {
            int index = i;
            int from = i * per;
            int to = from + per;
            Thread t = new Thread(() -> {
                long sum = 0;
                for (int k = from; k < to; k++) {
                    sum += SQUARE.applyAsInt(k);
                }
                synchronized (shared.results) {
                    shared.results.put(index, sum);
                }
            });
            summers.add(t);
        }
        summers.forEach(Thread::start);
        for (Thread t : summers) {
            t.join();
        }
        long total = 0;
        for (Map.Entry<Integer, Long> e : shared.results.entrySet()) {
            System.out.println("part " + e.getKey() + ": " + e.getValue());
            total += e.getValue();
        }
        System.out.println("total " + total);

        Object[] got = new Object[5];
        Thread[] racers = new Thread[got.length];
        for (int i = 0; i < racers.length; i++) {
            int slot = i;
            racers[i] = new Thread(() -> {
                awaitGate();
                got[slot] = firstReached();
            });
            racers[i].start();
        }
        synchronized (GATE) {
            open = true;
            GATE.notifyAll();
        }
        for (Thread t : racers) {
            t.join();
        }
        boolean same = true;
        for (Object o : got) {
            same &= o == got[0];
        }
        System.out.println("racers got one object: " + same + " " + firstReached().get());
    }
    // expect: set by solo
    // expect: worked 3
    // expect: part 0: 5177125
    // expect: part 1: 36364625
    // expect: part 2: 98802125
    // expect: part 3: 192489625
    // expect: total 332833500
    // expect: racers got one object: true linked
}
