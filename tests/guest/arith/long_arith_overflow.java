// 64-bit ladd, lsub, lmul and lneg wrap around like their int counterparts.
public class long_arith_overflow {
    static long add(long a, long b) { return a + b; }
    static long sub(long a, long b) { return a - b; }
    static long mul(long a, long b) { return a * b; }
    static long neg(long a) { return -a; }

    public static void main(String[] args) {
        System.out.println(add(Long.MAX_VALUE, 1L));
        // expect: -9223372036854775808
        System.out.println(sub(Long.MIN_VALUE, 1L));
        // expect: 9223372036854775807
        System.out.println(mul(4294967296L, 4294967296L));
        // expect: 0
        System.out.println(mul(3037000500L, 3037000500L));
        // expect: -9223372036709301616
        System.out.println(mul(123456789012L, -1000L));
        // expect: -123456789012000
        System.out.println(neg(Long.MIN_VALUE));
        // expect: -9223372036854775808
        System.out.println(add(2147483647L, 1L));
        // expect: 2147483648
        System.out.println(17L / 5L + " " + (-17L % 5L));
        // expect: 3 -2
    }
}
