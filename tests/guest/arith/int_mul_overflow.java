// Integer multiplication keeps the low 32 bits of the product (imul).
public class int_mul_overflow {
    static int mul(int a, int b) { return a * b; }

    public static void main(String[] args) {
        System.out.println(mul(6, 7));
        // expect: 42
        System.out.println(mul(-6, 7));
        // expect: -42
        System.out.println(mul(65536, 65536));
        // expect: 0
        System.out.println(mul(65537, 65537));
        // expect: 131073
        System.out.println(mul(Integer.MAX_VALUE, 2));
        // expect: -2
        System.out.println(mul(Integer.MIN_VALUE, -1));
        // expect: -2147483648
        System.out.println(mul(123456789, 987654321));
        // expect: -67153019
    }
}
