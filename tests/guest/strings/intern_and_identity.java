// Literals and constant expressions are interned (==); computed strings are new unless intern()ed.
public class intern_and_identity {
    static final String CONST = "ab";

    static String other() { return "hello"; }

    public static void main(String[] args) {
        String lit = "hello";
        System.out.println(lit == other());
        // expect: true
        System.out.println(lit == "hel" + "lo");
        // expect: true
        System.out.println("ab" == CONST + "");
        // expect: true
        String part = "hel";
        String computed = part + "lo";
        System.out.println((lit == computed) + " " + lit.equals(computed));
        // expect: false true
        System.out.println(lit == computed.intern());
        // expect: true
        String fresh = new String("hello");
        System.out.println((fresh == lit) + " " + (fresh.intern() == lit));
        // expect: false true
        String novel = new StringBuilder("never").append("seen").toString();
        System.out.println(novel.intern() == novel.intern());
        // expect: true
    }
}
