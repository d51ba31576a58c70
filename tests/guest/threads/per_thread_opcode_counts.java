// wwvm-only
// wwvm-args: -XX:+WhiteBox
// Each thread has its own opcode counts. Two threads run different loops that yield at every
// iteration, so their iterations interleave one by one, and each checks its own counts against
// the numbers worked out by hand from its bytecode; the other thread's opcodes never show up in
// them, and main, which only joins (branches, calls and waits, no arithmetic), sees no iadd,
// imul or iinc.
// Neither loop branches on what the other thread did (each logs the other's progress into an
// array), so the same loop counts the same opcodes alone and interleaved.
//
// loopA(n, log), n in local 0:               loopB(n, log):
//   iconst_0 istore_2 (s)                      iconst_1 istore_2 (p)
//   iconst_0 istore_3 (i)                      iload_0 istore_3 (i)
//   L: iload_3 iload_0 if_icmpge E  (n+1)      L: iload_3 ifle E  (n+1)
//      iload_2 iload_3 iadd istore_2 (n)          iload_2 iconst_3 imul istore_2 (n)
//      progress[0] = i; log[i] = progress[1]      progress[1] = i; log[i - 1] = progress[0]
//      invokestatic yield  (n)                    invokestatic yield (n)
//      iinc 3 1  (n)  goto L  (n)                 iinc 3 -1 (n)  goto L (n)
// so loopA(300) counts iadd 300, iinc 300, goto 300, if_icmpge 301, ifle 0, imul 0, and
// loopB(500) counts imul 500, iinc 500, goto 500, ifle 501, if_icmpge 0, iadd 0.
// expect: A: iadd 300 imul 0 iinc 300 goto 300 if_icmpge 301 ifle 0
// expect: B: iadd 0 imul 500 iinc 500 goto 500 if_icmpge 0 ifle 501
// expect: A saw B run between its iterations: true
// expect: B saw A run between its iterations: true
// expect: main while they ran: iadd 0 imul 0 iinc 0
// expect: A's total opcodes unchanged by B: true
import wwtest.WhiteBox;

public class per_thread_opcode_counts {
    static final int IADD = 0x60, IMUL = 0x68, IINC = 0x84, GOTO = 0xa7, IF_ICMPGE = 0xa2, IFLE = 0x9e;
    static final int[] progress = new int[2];
    static volatile int sinkA, sinkB;
    static final int[] logA = new int[300], logB = new int[500];

    static long[] snapshot() {
        long[] r = new long[6];
        r[0] = WhiteBox.opcodeCount(IADD);
        r[1] = WhiteBox.opcodeCount(IMUL);
        r[2] = WhiteBox.opcodeCount(IINC);
        r[3] = WhiteBox.opcodeCount(GOTO);
        r[4] = WhiteBox.opcodeCount(IF_ICMPGE);
        r[5] = WhiteBox.opcodeCount(IFLE);
        return r;
    }

    static String delta(long[] before, long[] after, int n) {
        StringBuilder sb = new StringBuilder();
        String[] names = {"iadd", "imul", "iinc", "goto", "if_icmpge", "ifle"};
        for (int k = 0; k < n; k++) {
            sb.append(k == 0 ? "" : " ").append(names[k]).append(' ').append(after[k] - before[k]);
        }
        return sb.toString();
    }

    static void loopA(int n, int[] log) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
            progress[0] = i;
            log[i] = progress[1];
            Thread.yield();
        }
        sinkA = s;
    }

    static void loopB(int n, int[] log) {
        int p = 1;
        for (int i = n; i > 0; i--) {
            p *= 3;
            progress[1] = i;
            log[i - 1] = progress[0];
            Thread.yield();
        }
        sinkB = p;
    }

    /** How many times the logged progress of the other thread changed. */
    static int changes(int[] log) {
        int n = 0;
        for (int k = 1; k < log.length; k++) {
            if (log[k] != log[k - 1]) n++;
        }
        return n;
    }

    static volatile boolean go;
    static String resultA, resultB;
    static long totalA;

    public static void main(String[] args) throws InterruptedException {
        loopA(3, new int[3]);  // resolve and warm up everything once
        loopB(3, new int[3]);
        int[] aloneLog = new int[300];
        long alone0 = WhiteBox.totalOpcodes();
        loopA(300, aloneLog);
        long aloneTotal = WhiteBox.totalOpcodes() - alone0;

        Thread a = new Thread("A") {
            public void run() {
                while (!go) Thread.yield();
                long[] before = snapshot();
                long t0 = WhiteBox.totalOpcodes();
                loopA(300, logA);
                totalA = WhiteBox.totalOpcodes() - t0;
                long[] after = snapshot();
                resultA = delta(before, after, 6);
            }
        };
        Thread b = new Thread("B") {
            public void run() {
                while (!go) Thread.yield();
                long[] before = snapshot();
                loopB(500, logB);
                long[] after = snapshot();
                resultB = delta(before, after, 6);
            }
        };
        progress[0] = progress[1] = -1;
        a.start();
        b.start();
        long[] mainBefore = snapshot();
        go = true;
        a.join();
        b.join();
        long[] mainAfter = snapshot();
        System.out.println("A: " + resultA);
        System.out.println("B: " + resultB);
        System.out.println("A saw B run between its iterations: " + (changes(logA) >= 290));
        System.out.println("B saw A run between its iterations: " + (changes(logB) >= 290));
        System.out.println("main while they ran: " + delta(mainBefore, mainAfter, 3));
        // The same span measured the same way: loopA(300) alone in main, and in A while B ran.
        boolean same = totalA == aloneTotal;
        System.out.println("A's total opcodes unchanged by B: " + same);
        if (!same) System.out.println("  in thread " + totalA + ", alone " + aloneTotal);
    }
}
