// An enum class initializes on first active use (not when only its Class or an array type is
// named): constructors run in declaration order before the static block; constants refer to
// earlier constants; an exception in an enum's initializer leaves it unusable.
enum EnLazy {
    FIRST, SECOND(FIRST);

    final EnLazy prev;

    EnLazy() { this(null); }

    EnLazy(EnLazy prev) {
        this.prev = prev;
        System.out.println("init " + name() + " prev=" + prev);
    }

    static {
        System.out.println("EnLazy static block");
    }
}

enum EnBroken {
    ONLY;

    EnBroken() {
        if (System.out != null) throw new IllegalStateException("bad constant");
    }
}

public class enum_initialization {
    public static void main(String[] args) {
        System.out.println("main starts");
        Class<?> c = EnLazy.class;
        EnLazy[] arr = new EnLazy[2];
        System.out.println(c.getName() + " " + arr.length + " " + arr[0]);
        System.out.println("first use: " + EnLazy.SECOND);
        System.out.println(EnLazy.SECOND.prev + " " + EnLazy.FIRST.prev);
        try {
            System.out.println(EnBroken.ONLY);
        } catch (ExceptionInInitializerError e) {
            System.out.println(e + " / " + e.getCause());
        }
        try {
            System.out.println(EnBroken.valueOf("ONLY"));
        } catch (NoClassDefFoundError e) {
            System.out.println(e);
        }
        // expect: main starts
        // expect: EnLazy 2 null
        // expect: init FIRST prev=null
        // expect: init SECOND prev=FIRST
        // expect: EnLazy static block
        // expect: first use: SECOND
        // expect: FIRST null
        // expect: java.lang.ExceptionInInitializerError / java.lang.IllegalStateException: bad constant
        // expect: java.lang.NoClassDefFoundError: Could not initialize class EnBroken
    }
}
