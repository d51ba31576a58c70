// ifnull and ifnonnull on references, including the result of a method call.
public class ifnull_ifnonnull {
    static Object pick(boolean b) { return b ? "value" : null; }

    static String describe(Object o) {
        if (o == null) return "null";
        return "nonnull:" + o;
    }

    public static void main(String[] args) {
        System.out.println(describe(pick(true)));
        // expect: nonnull:value
        System.out.println(describe(pick(false)));
        // expect: null
        Object o = pick(false);
        if (o != null) System.out.println("wrong");
        else System.out.println("else taken");
        // expect: else taken
        String s = null;
        System.out.println(s == null ? "empty" : s);
        // expect: empty
        int count = 0;
        Object[] arr = { "a", null, "b", null, null };
        for (Object x : arr) if (x != null) count++;
        System.out.println(count);
        // expect: 2
    }
}
