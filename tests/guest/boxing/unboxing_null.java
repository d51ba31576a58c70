// Unboxing null throws NullPointerException, also inside arithmetic and comparisons.
public class unboxing_null {
    static Integer missing() { return null; }

    public static void main(String[] args) {
        Integer n = missing();
        try {
            int x = n;
            System.out.println(x);
        } catch (NullPointerException e) {
            System.out.println("assign: NPE");
        }
        // expect: assign: NPE
        try {
            System.out.println(n + 1);
        } catch (NullPointerException e) {
            System.out.println("arith: NPE");
        }
        // expect: arith: NPE
        Long l = null;
        try {
            if (l > 0) System.out.println("positive");
        } catch (NullPointerException e) {
            System.out.println("compare: NPE");
        }
        // expect: compare: NPE
        Boolean flag = null;
        try {
            if (flag) System.out.println("true");
        } catch (NullPointerException e) {
            System.out.println("condition: NPE");
        }
        // expect: condition: NPE
        System.out.println(n == null);
        // expect: true
    }
}
