// A program that keeps everything alive runs out of heap: it gets a catchable
// OutOfMemoryError, drops its data, and goes on allocating to a normal end.
// java-args: -Xmx16m -XX:+UseSerialGC
// wwvm-args: -Xmx16m
// expect: caught java.lang.OutOfMemoryError: Java heap space
// expect: kept more than 8 MiB before: true
// expect: allocated 64 MiB more after dropping it
// expect: finished
public class OutOfMemoryRecovery {
    static final class Chunk {
        final int[] data = new int[16 * 1024];  // 64 KiB
        Chunk next;
    }

    public static void main(String[] args) {
        Chunk head = null;
        int chunks = 0;
        try {
            while (true) {
                Chunk c = new Chunk();
                c.next = head;
                head = c;
                chunks++;
            }
        } catch (OutOfMemoryError e) {
            head = null;
            System.out.println("caught " + e);
        }
        System.out.println("kept more than 8 MiB before: " + (chunks > 128));
        long sum = 0;
        for (int i = 0; i < 1024; i++) {
            Chunk c = new Chunk();
            c.data[i] = i;
            sum += c.data[i];
        }
        System.out.println("allocated 64 MiB more after dropping it");
        System.out.println(sum == 1023L * 1024 / 2 ? "finished" : "wrong sum " + sum);
    }
}
