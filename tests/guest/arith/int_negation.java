// ineg and lneg: negating MIN_VALUE gives MIN_VALUE; negating 0 gives 0.
public class int_negation {
    static int neg(int x) { return -x; }

    public static void main(String[] args) {
        System.out.println(neg(5) + " " + neg(-5) + " " + neg(0));
        // expect: -5 5 0
        System.out.println(neg(Integer.MIN_VALUE));
        // expect: -2147483648
        System.out.println(neg(Integer.MAX_VALUE));
        // expect: -2147483647
        long l = Long.MIN_VALUE;
        System.out.println(-l == l);
        // expect: true
        System.out.println(Math.abs(Integer.MIN_VALUE));
        // expect: -2147483648
    }
}
