// The outer class reads private fields and calls private constructors of its nested classes.
public class nested_private_access {
    static class Token {
        private final String text;
        private Token(String t) { text = t; }
        private String upper() { return text.toUpperCase(); }
    }

    class Holder {
        private int hidden = 3;
    }

    public static void main(String[] args) {
        Token t = new Token("secret");
        System.out.println(t.text + " " + t.upper());
        // expect: secret SECRET
        Holder h = new nested_private_access().new Holder();
        h.hidden *= 14;
        System.out.println(h.hidden);
        // expect: 42
    }
}
