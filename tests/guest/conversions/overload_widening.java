// Overload resolution prefers widening to boxing and the most specific primitive type.
public class overload_widening {
    static String f(long x) { return "long " + x; }
    static String f(double x) { return "double " + x; }
    static String f(Object x) { return "Object " + x; }
    static String g(int x) { return "int " + x; }
    static String g(Integer x) { return "Integer " + x; }

    public static void main(String[] args) {
        byte b = 1;
        char c = 'c';
        System.out.println(f(b));
        // expect: long 1
        System.out.println(f(c));
        // expect: long 99
        System.out.println(f(5));
        // expect: long 5
        System.out.println(f(2.5f));
        // expect: double 2.5
        System.out.println(f("s"));
        // expect: Object s
        System.out.println(f(Integer.valueOf(3)));
        // expect: Object 3
        System.out.println(g(4) + ", " + g(Integer.valueOf(4)));
        // expect: int 4, Integer 4
        short s = 7;
        System.out.println(g(s));
        // expect: int 7
    }
}
