// Every compare-with-zero branch: ifeq, ifne, iflt, ifge, ifgt, ifle.
public class if_zero_all {
    static String rel(int a) {
        StringBuilder sb = new StringBuilder();
        if (a == 0) sb.append("eq ");
        if (a != 0) sb.append("ne ");
        if (a < 0) sb.append("lt ");
        if (a >= 0) sb.append("ge ");
        if (a > 0) sb.append("gt ");
        if (a <= 0) sb.append("le ");
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        System.out.println(rel(0));
        // expect: eq ge le
        System.out.println(rel(-5));
        // expect: ne lt le
        System.out.println(rel(5));
        // expect: ne ge gt
        System.out.println(rel(Integer.MIN_VALUE));
        // expect: ne lt le
        boolean b = rel(1).length() > 3;
        if (b) System.out.println("boolean branch");
        // expect: boolean branch
    }
}
