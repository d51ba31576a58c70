// Atomics shared by several threads that switch often: every increment, update, accumulation
// and compareAndSet retry loop is counted exactly once. On wwvm a time slice of 10 bytecodes
// switches threads at nearly every safe point, so many switches fall between a read and its
// compareAndSet and the retry loops do retry.
// gc-stress-interval: 50
// wwvm-args: -Xtimeslice:10
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntBinaryOperator;
import java.util.function.LongUnaryOperator;

// expect: int 40000
// expect: long 80000000040000
// expect: updated 40000 accumulated 40000
// expect: int array [10000, 10000, 10000, 10000] long array [-10000, -10000, -10000, -10000]
// expect: list length 2000
// expect: ref array [500, 500, 500, 500]
// expect: first flag winners 1
public class atomic_contention {
    static final int THREADS = 4;
    static final int ROUNDS = 10000;

    static final AtomicInteger ints = new AtomicInteger();
    static final AtomicLong longs = new AtomicLong();
    static final AtomicLong updated = new AtomicLong();
    static final AtomicInteger accumulated = new AtomicInteger();
    static final AtomicIntegerArray intArray = new AtomicIntegerArray(THREADS);
    static final AtomicLongArray longArray = new AtomicLongArray(THREADS);
    static final AtomicReference<Node> list = new AtomicReference<Node>();
    static final AtomicReferenceArray<Integer> refArray = new AtomicReferenceArray<Integer>(THREADS);
    static final AtomicBoolean flag = new AtomicBoolean();
    static final AtomicInteger winners = new AtomicInteger();

    static final LongUnaryOperator PLUS_ONE = new LongUnaryOperator() {
        public long applyAsLong(long v) {
            long w = v;
            for (int i = 0; i < 3; i++) {
                w += i == 0 ? 1 : 0;
            }
            return w;
        }
    };
    static final IntBinaryOperator ADD = new IntBinaryOperator() {
        public int applyAsInt(int v, int x) {
            return v + x;
        }
    };

    static final class Node {
        final Node next;

        Node(Node next) {
            this.next = next;
        }
    }

    static void work(int id) {
        if (flag.compareAndSet(false, true)) {
            winners.incrementAndGet();
        }
        for (int i = 0; i < ROUNDS; i++) {
            ints.incrementAndGet();
            longs.addAndGet(2000000001L);
            updated.updateAndGet(PLUS_ONE);
            accumulated.accumulateAndGet(1, ADD);
            intArray.getAndIncrement(i % THREADS);
            longArray.decrementAndGet((i + id) % THREADS);
            if (i % 20 == 0) {
                // A lock-free stack push: retry until no other thread pushed in between.
                for (;;) {
                    Node head = list.get();
                    if (list.compareAndSet(head, new Node(head))) {
                        break;
                    }
                }
                int slot = (i / 20) % THREADS;
                for (;;) {
                    Integer old = refArray.get(slot);
                    Integer next = old == null ? 1 : old + 1;
                    if (refArray.compareAndSet(slot, old, next)) {
                        break;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] threads = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            final int id = t;
            threads[t] = new Thread() {
                public void run() {
                    work(id);
                }
            };
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        System.out.println("int " + ints);
        System.out.println("long " + longs);
        System.out.println("updated " + updated + " accumulated " + accumulated);
        System.out.println("int array " + intArray + " long array " + longArray);
        int length = 0;
        for (Node n = list.get(); n != null; n = n.next) {
            length++;
        }
        System.out.println("list length " + length);
        System.out.println("ref array " + refArray);
        System.out.println("first flag winners " + winners);
    }
}
