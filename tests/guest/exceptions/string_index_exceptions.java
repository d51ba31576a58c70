// StringIndexOutOfBoundsException messages from charAt, substring and StringBuilder.
public class string_index_exceptions {
    interface Op { Object run(); }

    static void attempt(Op op) {
        try {
            System.out.println(op.run());
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
    }

    public static void main(String[] args) {
        final String s = "abc";
        attempt(new Op() { public Object run() { return s.charAt(5); } });
        // expect: String index out of range: 5
        attempt(new Op() { public Object run() { return s.charAt(-1); } });
        // expect: String index out of range: -1
        attempt(new Op() { public Object run() { return s.substring(2, 10); } });
        // expect: begin 2, end 10, length 3
        attempt(new Op() { public Object run() { return s.substring(4); } });
        // expect: begin 4, end 3, length 3
        attempt(new Op() { public Object run() { return new StringBuilder(s).charAt(7); } });
        // expect: index 7, length 3
        attempt(new Op() { public Object run() { return s.substring(1, 3); } });
        // expect: bc
        try {
            s.charAt(3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName());
        }
        // expect: java.lang.StringIndexOutOfBoundsException
    }
}
