// Class.isEnum(), getModifiers() (as hex), getSuperclass(), getSimpleName() and
// getEnumConstants() for top-level, nested, private nested and constant-body enums, their
// arrays, and non-enum classes.
enum EmTop { X, Y }

enum EmAbstract {
    A { int f() { return 1; } };

    abstract int f();
}

enum EmDollar$Top { Z }

public class enum_class_modifiers {
    public enum PubNested { P }

    private enum PrivNested { Q }

    enum PkgNested { R, S, T }

    interface NestedApi { }

    static void show(Class<?> c) {
        System.out.println(c.getName() + " enum=" + c.isEnum() + " mods="
                + Integer.toHexString(c.getModifiers()) + " simple=" + c.getSimpleName());
    }

    static void constants(Class<?> c) {
        Object[] cs = c.getEnumConstants();
        if (cs == null) {
            System.out.println(c.getName() + " constants=null");
            return;
        }
        StringBuilder sb = new StringBuilder(c.getName()).append(" constants=");
        for (Object o : cs) sb.append(o).append(' ');
        System.out.println(sb.toString().trim());
    }

    public static void main(String[] args) {
        show(EmTop.class);
        show(EmAbstract.class);
        show(EmAbstract.A.getClass());
        show(EmDollar$Top.class);
        show(PubNested.class);
        show(PrivNested.class);
        show(PkgNested.class);
        show(NestedApi.class);
        show(Enum.class);
        show(int[].class);
        show(EmTop[].class);
        show(PrivNested[].class);
        show(PubNested[][].class);
        show(String[].class);
        System.out.println(EmTop.class.getSuperclass().getName() + " "
                + EmAbstract.A.getClass().getSuperclass().getName());
        constants(EmTop.class);
        constants(PkgNested.class);
        constants(EmAbstract.class);
        constants(EmAbstract.A.getClass());
        constants(String.class);
        constants(int.class);
        constants(EmTop[].class);
        Object[] a = EmTop.class.getEnumConstants();
        a[0] = null;
        System.out.println(EmTop.class.getEnumConstants()[0]);
        System.out.println(PkgNested.class.getEnumConstants().getClass().getName());
        // expect: EmTop enum=true mods=4010 simple=EmTop
        // expect: EmAbstract enum=true mods=4400 simple=EmAbstract
        // expect: EmAbstract$1 enum=false mods=4010 simple=
        // expect: EmDollar$Top enum=true mods=4010 simple=EmDollar$Top
        // expect: enum_class_modifiers$PubNested enum=true mods=4019 simple=PubNested
        // expect: enum_class_modifiers$PrivNested enum=true mods=401a simple=PrivNested
        // expect: enum_class_modifiers$PkgNested enum=true mods=4018 simple=PkgNested
        // expect: enum_class_modifiers$NestedApi enum=false mods=608 simple=NestedApi
        // expect: java.lang.Enum enum=false mods=401 simple=Enum
        // expect: [I enum=false mods=411 simple=int[]
        // expect: [LEmTop; enum=false mods=410 simple=EmTop[]
        // expect: [Lenum_class_modifiers$PrivNested; enum=false mods=412 simple=PrivNested[]
        // expect: [[Lenum_class_modifiers$PubNested; enum=false mods=411 simple=PubNested[][]
        // expect: [Ljava.lang.String; enum=false mods=411 simple=String[]
        // expect: java.lang.Enum EmAbstract
        // expect: EmTop constants=X Y
        // expect: enum_class_modifiers$PkgNested constants=R S T
        // expect: EmAbstract constants=A
        // expect: EmAbstract$1 constants=null
        // expect: java.lang.String constants=null
        // expect: int constants=null
        // expect: [LEmTop; constants=null
        // expect: X
        // expect: [Lenum_class_modifiers$PkgNested;
    }
}
