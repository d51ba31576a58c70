// if_acmpeq and if_acmpne compare references by identity, not by value.
public class if_acmp {
    static boolean same(Object a, Object b) { return a == b; }
    static boolean differ(Object a, Object b) { return a != b; }

    public static void main(String[] args) {
        Object x = new Object();
        Object y = new Object();
        System.out.println(same(x, x) + " " + same(x, y) + " " + same(null, null));
        // expect: true false true
        System.out.println(differ(x, y) + " " + differ(y, y) + " " + differ(x, null));
        // expect: true false true
        String a = new String("s");
        String b = new String("s");
        System.out.println(same(a, b) + " " + a.equals(b));
        // expect: false true
        int[] arr = new int[1];
        Object alias = arr;
        System.out.println(same(alias, arr));
        // expect: true
    }
}
