// Nestmates call each other's private instance, static and constructor methods directly.
public class nestmate_private_methods {
    private String secret(int n) { return "secret" + n; }
    private static int twice(int x) { return 2 * x; }

    static class Helper {
        private final String tag;
        private Helper(String tag) { this.tag = tag; }
        private String describe(nestmate_private_methods owner) { return tag + ":" + owner.secret(twice(21)); }
    }

    class Inner {
        private String viaOuter() { return secret(1) + "/" + new Helper("in").describe(nestmate_private_methods.this); }
    }

    public static void main(String[] args) {
        nestmate_private_methods o = new nestmate_private_methods();
        System.out.println(new Helper("h").describe(o));
        // expect: h:secret42
        System.out.println(o.new Inner().viaOuter());
        // expect: secret1/in:secret42
    }
}
