// Java 16 pattern matching for instanceof: binding variables, && conditions and negated tests.
public class instanceof_pattern {
    static String describe(Object o) {
        if (o instanceof String s && s.length() > 3) return "long string " + s.toUpperCase();
        if (o instanceof String s) return "short string " + s;
        if (o instanceof Integer i) return "int " + (i + 1);
        if (o instanceof int[] arr) return "int array of " + arr.length;
        if (!(o instanceof Number num)) return "other";
        return "number " + num.doubleValue();
    }

    public static void main(String[] args) {
        System.out.println(describe("hello"));
        // expect: long string HELLO
        System.out.println(describe("hi"));
        // expect: short string hi
        System.out.println(describe(41));
        // expect: int 42
        System.out.println(describe(new int[3]));
        // expect: int array of 3
        System.out.println(describe(2.5f));
        // expect: number 2.5
        System.out.println(describe(null) + " " + describe('c'));
        // expect: other other
    }
}
