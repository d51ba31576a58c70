// static final constants are folded by javac and inlined at the use site (ConstantValue attribute).
public class compile_time_folding {
    static final int K = 6 * 7;
    static final long BIG = 1L << 40;
    static final String GREETING = "hello" + ", " + "world";
    static final double HALF = 1.0 / 2;
    static final char LETTER = 'A' + 2;
    static final boolean FLAG = K > 40;

    public static void main(String[] args) {
        System.out.println(K);
        // expect: 42
        System.out.println(BIG);
        // expect: 1099511627776
        System.out.println(GREETING);
        // expect: hello, world
        System.out.println(HALF);
        // expect: 0.5
        System.out.println(LETTER);
        // expect: C
        System.out.println(FLAG);
        // expect: true
        System.out.println(GREETING == "hello, world");
        // expect: true
    }
}
