// iand, ior, ixor and ~ (ixor with -1) on int, and their long forms.
public class bitwise_ops {
    public static void main(String[] args) {
        int a = 0xF0F0, b = 0x0FF0;
        System.out.println((a & b) + " " + (a | b) + " " + (a ^ b) + " " + ~a);
        // expect: 240 65520 65280 -61681
        int m = -1;
        System.out.println((m & 0x7FFFFFFF) + " " + (m ^ Integer.MIN_VALUE));
        // expect: 2147483647 2147483647
        long la = 0xFF00FF00FF00FF00L, lb = 0x0F0F0F0F0F0F0F0FL;
        System.out.println(Long.toHexString(la & lb));
        // expect: f000f000f000f00
        System.out.println(Long.toHexString(la | lb));
        // expect: ff0fff0fff0fff0f
        System.out.println(Long.toHexString(la ^ lb));
        // expect: f00ff00ff00ff00f
        System.out.println(~la);
        // expect: 71777214294589695
        boolean t = true, f = false;
        System.out.println((t & f) + " " + (t | f) + " " + (t ^ t) + " " + !f);
        // expect: false true false true
    }
}
