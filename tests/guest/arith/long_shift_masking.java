// lshl, lshr and lushr use only the low six bits of the (int) shift count.
public class long_shift_masking {
    static long shl(long v, int n) { return v << n; }
    static long shr(long v, int n) { return v >> n; }
    static long ushr(long v, int n) { return v >>> n; }

    public static void main(String[] args) {
        System.out.println(shl(1L, 63));
        // expect: -9223372036854775808
        System.out.println(shl(1L, 64));
        // expect: 1
        System.out.println(shl(1L, 32));
        // expect: 4294967296
        System.out.println(shl(1L, -1));
        // expect: -9223372036854775808
        System.out.println(shr(-256L, 4));
        // expect: -16
        System.out.println(ushr(-1L, 1));
        // expect: 9223372036854775807
        System.out.println(ushr(-1L, 64));
        // expect: -1
        System.out.println(ushr(-1L, 60));
        // expect: 15
        System.out.println(shr(Long.MIN_VALUE, 127));
        // expect: -1
        long x = 5L;
        x <<= 65;
        System.out.println(x);
        // expect: 10
    }
}
