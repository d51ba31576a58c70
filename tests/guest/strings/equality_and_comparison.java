// equals, equalsIgnoreCase, compareTo and compareToIgnoreCase.
public class equality_and_comparison {
    public static void main(String[] args) {
        String a = "Apple", b = "apple";
        System.out.println(a.equals(b) + " " + a.equalsIgnoreCase(b) + " " + a.equals(null) + " " + a.equalsIgnoreCase(null));
        // expect: false true false false
        System.out.println(a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareToIgnoreCase(b));
        // expect: -32 32 0
        System.out.println("abc".compareTo("abd") + " " + "abc".compareTo("ab") + " " + "ab".compareTo("abc"));
        // expect: -1 1 -1
        System.out.println("".compareTo("x") + " " + "x".compareTo(""));
        // expect: -1 1
        System.out.println("Zebra".compareToIgnoreCase("apple") + " " + "b".compareTo("B"));
        // expect: 25 32
        Object o = "Apple";
        System.out.println(a.equals(o) + " " + o.equals(new StringBuilder("Apple")));
        // expect: true false
        System.out.println("ÉCOLE".equalsIgnoreCase("école"));
        // expect: true
    }
}
