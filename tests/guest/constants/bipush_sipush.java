// bipush and sipush sign-extend their operand; values just outside their range come from ldc.
public class bipush_sipush {
    static void p(int x) { System.out.println(x); }

    public static void main(String[] args) {
        p(6);
        // expect: 6
        p(-2);
        // expect: -2
        p(127);
        // expect: 127
        p(-128);
        // expect: -128
        p(128);
        // expect: 128
        p(-129);
        // expect: -129
        p(32767);
        // expect: 32767
        p(-32768);
        // expect: -32768
        p(32768);
        // expect: 32768
        p(-32769);
        // expect: -32769
        char c = 0xFFFF;
        p(c);
        // expect: 65535
    }
}
