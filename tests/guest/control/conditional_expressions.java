// Nested ?: expressions with mixed operand types (numeric promotion in the conditional).
public class conditional_expressions {
    static String sign(int x) { return x > 0 ? "+" : x < 0 ? "-" : "0"; }

    public static void main(String[] args) {
        System.out.println(sign(5) + sign(-5) + sign(0));
        // expect: +-0
        boolean yes = sign(1).equals("+");
        System.out.println(yes ? 1 : 2.0);
        // expect: 1.0
        Object o = yes ? "str" : Integer.valueOf(1);
        System.out.println(o);
        // expect: str
        char c = 'x';
        int i = 0;
        System.out.println(yes ? c : 0);
        // expect: x
        System.out.println(yes ? c : i);
        // expect: 120
        long big = yes ? 1 : 2L;
        System.out.println(big);
        // expect: 1
    }
}
