// A bounded buffer guarded by wait/notifyAll, shared by three producers and two consumers:
// every item produced is consumed exactly once, whatever the interleaving.
// expect: produced 3000 consumed 3000
// expect: sum 4498500 xor ok
// expect: buffer empty true
public class producer_consumer {
    static final class PcBuffer {
        private final int[] items = new int[4];
        private int head, count;

        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) wait();
            items[(head + count) % items.length] = v;
            count++;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }

        synchronized boolean isEmpty() {
            return count == 0;
        }
    }

    static final int PER_PRODUCER = 1000;
    static final int PRODUCERS = 3;
    static final int CONSUMERS = 2;
    static final int STOP = -1;

    public static void main(String[] args) throws InterruptedException {
        final PcBuffer buffer = new PcBuffer();
        final long[] sums = new long[CONSUMERS];
        final int[] counts = new int[CONSUMERS];
        final int[] xors = new int[CONSUMERS];
        Thread[] producers = new Thread[PRODUCERS];
        Thread[] consumers = new Thread[CONSUMERS];
        for (int p = 0; p < PRODUCERS; p++) {
            final int base = p * PER_PRODUCER;
            producers[p] = new Thread() {
                public void run() {
                    try {
                        for (int i = 0; i < PER_PRODUCER; i++) buffer.put(base + i);
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            };
        }
        for (int c = 0; c < CONSUMERS; c++) {
            final int me = c;
            consumers[c] = new Thread() {
                public void run() {
                    try {
                        for (;;) {
                            int v = buffer.take();
                            if (v == STOP) return;
                            sums[me] += v;
                            counts[me]++;
                            xors[me] ^= v;
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            };
        }
        for (Thread t : consumers) t.start();
        for (Thread t : producers) t.start();
        for (Thread t : producers) t.join();
        for (int c = 0; c < CONSUMERS; c++) buffer.put(STOP);
        for (Thread t : consumers) t.join();
        long sum = 0;
        int count = 0, xor = 0, expectedXor = 0;
        for (int c = 0; c < CONSUMERS; c++) {
            sum += sums[c];
            count += counts[c];
            xor ^= xors[c];
        }
        for (int v = 0; v < PRODUCERS * PER_PRODUCER; v++) expectedXor ^= v;
        System.out.println("produced " + PRODUCERS * PER_PRODUCER + " consumed " + count);
        System.out.println("sum " + sum + " xor " + (xor == expectedXor ? "ok" : "wrong " + xor));
        System.out.println("buffer empty " + buffer.isEmpty());
    }
}
