// wwvm-only
// wwvm-args: -XX:+WhiteBox
// The opcode counts of a loop, worked out by hand from its bytecode:
//   for (int i = 0; i < n; i++) s += i;
// compiles (in count(int), n in local 0) to
//   iconst_0 istore_2 iconst_0 istore_1        (s = 0; i = 0)
//   L: iload_1 iload_0 if_icmpge E             (loop test, n+1 times)
//      iload_2 iload_1 iadd istore_2 iinc      (body, n times)
//      goto L                                  (n times)
//   E: iload_2 ireturn
// so for n = 1000: iinc 1000, goto 1000, if_icmpge 1001, iadd 1000.
import wwtest.WhiteBox;

public class loop_opcode_counts {
    static int count(int n) {
        int i;
        int s = 0;
        for (i = 0; i < n; i++) s += i;
        return s;
    }

    static final int IADD = 0x60, IINC = 0x84, IF_ICMPGE = 0xa2, GOTO = 0xa7;

    public static void main(String[] args) {
        count(10);  // resolve and warm up everything once
        long iinc = WhiteBox.opcodeCount(IINC), go = WhiteBox.opcodeCount(GOTO);
        long cmp = WhiteBox.opcodeCount(IF_ICMPGE), add = WhiteBox.opcodeCount(IADD);
        int s = count(1000);
        long dIinc = WhiteBox.opcodeCount(IINC) - iinc;
        long dGoto = WhiteBox.opcodeCount(GOTO) - go;
        long dCmp = WhiteBox.opcodeCount(IF_ICMPGE) - cmp;
        long dAdd = WhiteBox.opcodeCount(IADD) - add;
        System.out.println(s);
        // expect: 499500
        System.out.println("iinc " + dIinc + " goto " + dGoto + " if_icmpge " + dCmp + " iadd " + dAdd);
        // expect: iinc 1000 goto 1000 if_icmpge 1001 iadd 1000
        System.out.println(WhiteBox.countingEnabled());
        // expect: true
    }
}
