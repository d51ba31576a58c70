// ishl, ishr and iushr use only the low five bits of the shift count.
public class int_shift_masking {
    static int shl(int v, int n) { return v << n; }
    static int shr(int v, int n) { return v >> n; }
    static int ushr(int v, int n) { return v >>> n; }

    public static void main(String[] args) {
        System.out.println(shl(1, 31));
        // expect: -2147483648
        System.out.println(shl(1, 32));
        // expect: 1
        System.out.println(shl(1, 33));
        // expect: 2
        System.out.println(shl(1, -1));
        // expect: -2147483648
        System.out.println(shr(-16, 2));
        // expect: -4
        System.out.println(ushr(-16, 28));
        // expect: 15
        System.out.println(ushr(-1, 32));
        // expect: -1
        System.out.println(shr(-1, 31));
        // expect: -1
        System.out.println(ushr(-1, -31));
        // expect: 2147483647
        System.out.println(shr(Integer.MIN_VALUE, 63));
        // expect: -1
        System.out.println(shl(0x12345678, 100));
        // expect: 591751040
    }
}
