// An anonymous class created in a constructor and in a static initializer captures the right context.
public class anonymous_in_constructor {
    interface Describer { String describe(); }

    static final Describer STATIC_ONE;
    static {
        final String where = "static";
        STATIC_ONE = new Describer() { public String describe() { return where; } };
    }

    final Describer mine;
    final int id;

    anonymous_in_constructor(int id) {
        this.id = id;
        mine = new Describer() { public String describe() { return "instance " + anonymous_in_constructor.this.id; } };
    }

    public static void main(String[] args) {
        System.out.println(STATIC_ONE.describe());
        // expect: static
        System.out.println(new anonymous_in_constructor(4).mine.describe());
        // expect: instance 4
        System.out.println(new anonymous_in_constructor(9).mine.describe());
        // expect: instance 9
    }
}
