// The one-byte int constants iconst_m1 .. iconst_5, passed through a method so none is folded away.
public class iconst_forms {
    static int id(int x) { return x; }

    public static void main(String[] args) {
        System.out.println(id(-1));
        // expect: -1
        System.out.println(id(0));
        // expect: 0
        System.out.println(id(1));
        // expect: 1
        System.out.println(id(2));
        // expect: 2
        System.out.println(id(3));
        // expect: 3
        System.out.println(id(4));
        // expect: 4
        System.out.println(id(5));
        // expect: 5
        boolean t = true, f = false;
        System.out.println(t + " " + f);
        // expect: true false
    }
}
