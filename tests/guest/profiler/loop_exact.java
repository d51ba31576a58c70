// wwvm-only
// A loop of n iterations, counted by hand. After the snapshot returns, javac's code for
//     int sum = 0; for (int i = 0; i < n; i++) { sum += i * 3; }
// runs: astore s; iconst_0 istore sum; iconst_0 istore i; then n + 1 times the test
// (iload i, iload n, if_icmpge) and n times the body (iload sum, iload i, iconst_3, imul, iadd,
// istore sum, iinc i 1, goto). Total 1 + 4 + 3(n + 1) + 8n = 11n + 8; the call that reads the
// counts and the load of its argument are free.
// expect: n=1000 cpu=11008
// expect: astore=1 iconst_0=2 istore=1002 iload=4002 if_icmpge=1001
// expect: iconst_3=1000 imul=1000 iadd=1000 iinc=1000 goto=1000 others=0
// expect: sum=1498500
import ww.Profiler;
import ww.Snapshot;

public class loop_exact {
    public static void main(String[] args) {
        int n = 1000;
        Snapshot s = Profiler.snapshot();
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += i * 3;
        }
        long[] ops = Profiler.opcodeCountsSince(s);
        long cpu = 0;
        for (int op = 0; op < ops.length; op++) {
            cpu += ops[op];
        }
        System.out.println("n=" + n + " cpu=" + cpu);
        // iload, iload_0..3; istore, istore_0..3; astore, astore_0..3
        long iload = ops[0x15] + ops[0x1a] + ops[0x1b] + ops[0x1c] + ops[0x1d];
        long istore = ops[0x36] + ops[0x3b] + ops[0x3c] + ops[0x3d] + ops[0x3e];
        long astore = ops[0x3a] + ops[0x4b] + ops[0x4c] + ops[0x4d] + ops[0x4e];
        long listed = iload + istore + astore + ops[0x03] + ops[0xa2] + ops[0x06] + ops[0x68]
                + ops[0x60] + ops[0x84] + ops[0xa7];
        System.out.println("astore=" + astore + " iconst_0=" + ops[0x03] + " istore=" + istore
                + " iload=" + iload + " if_icmpge=" + ops[0xa2]);
        System.out.println("iconst_3=" + ops[0x06] + " imul=" + ops[0x68] + " iadd=" + ops[0x60]
                + " iinc=" + ops[0x84] + " goto=" + ops[0xa7] + " others=" + (cpu - listed));
        System.out.println("sum=" + sum);
    }
}
