// MIN_VALUE / -1 overflows silently to MIN_VALUE and MIN_VALUE % -1 is 0, for int and long.
public class min_div_minus_one {
    static int idiv(int a, int b) { return a / b; }
    static int irem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }

    public static void main(String[] args) {
        System.out.println(idiv(Integer.MIN_VALUE, -1));
        // expect: -2147483648
        System.out.println(irem(Integer.MIN_VALUE, -1));
        // expect: 0
        System.out.println(ldiv(Long.MIN_VALUE, -1L));
        // expect: -9223372036854775808
        System.out.println(lrem(Long.MIN_VALUE, -1L));
        // expect: 0
        System.out.println(idiv(Integer.MIN_VALUE, 1));
        // expect: -2147483648
        System.out.println(idiv(Integer.MIN_VALUE + 1, -1));
        // expect: 2147483647
    }
}
