// Every two-operand int branch: if_icmpeq, ne, lt, ge, gt, le (both taken and not taken).
public class if_icmp_all {
    static String rel(int a, int b) {
        StringBuilder sb = new StringBuilder();
        if (a == b) sb.append("eq ");
        if (a != b) sb.append("ne ");
        if (a < b) sb.append("lt ");
        if (a >= b) sb.append("ge ");
        if (a > b) sb.append("gt ");
        if (a <= b) sb.append("le ");
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        System.out.println(rel(1, 2));
        // expect: ne lt le
        System.out.println(rel(2, 2));
        // expect: eq ge le
        System.out.println(rel(3, 2));
        // expect: ne ge gt
        System.out.println(rel(Integer.MIN_VALUE, Integer.MAX_VALUE));
        // expect: ne lt le
        System.out.println(rel(-1, -2));
        // expect: ne ge gt
    }
}
