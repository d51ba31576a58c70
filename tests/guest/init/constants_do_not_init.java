// Reading a static final compile-time constant does not initialise its class; other statics do.
class CdniHolder {
    static final int CONST = 42;
    static final String NAME = "inlined";
    static final Integer BOXED = 7;
    static { System.out.println("CdniHolder clinit"); }
}

public class constants_do_not_init {
    public static void main(String[] args) {
        System.out.println(CdniHolder.CONST);
        // expect: 42
        System.out.println(CdniHolder.NAME);
        // expect: inlined
        System.out.println("still not initialised");
        // expect: still not initialised
        System.out.println(CdniHolder.BOXED);
        // expect: CdniHolder clinit
        // expect: 7
    }
}
