// EnumType.valueOf and Enum.valueOf(Class, String): found, missing (IllegalArgumentException
// "No enum constant <canonical name>.<NAME>"), null name (NullPointerException "Name is
// null"), a class that is no enum, and a constant's own class (a constant with a body).
enum EoSize { SMALL, MEDIUM, LARGE }

enum EoDollar$Name { ONE }

enum EoOp {
    PLUS { int apply(int a, int b) { return a + b; } },
    TIMES { int apply(int a, int b) { return a * b; } };

    abstract int apply(int a, int b);
}

public class enum_value_of {
    enum Inner { IN, OUT }

    static void lookup(String name) {
        try {
            System.out.println(EoSize.valueOf(name).ordinal());
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static void generic(Class c, String name) {
        try {
            System.out.println(Enum.valueOf(c, name));
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
    }

    public static void main(String[] args) {
        lookup("MEDIUM");
        lookup("medium");
        lookup("HUGE");
        lookup("");
        lookup(" SMALL");
        lookup(null);
        System.out.println(Inner.valueOf("OUT"));
        try {
            Inner.valueOf("UP");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(EoDollar$Name.valueOf("ONE"));
        try {
            EoDollar$Name.valueOf("TWO");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(Enum.valueOf(EoSize.class, "LARGE") == EoSize.LARGE);
        generic(EoOp.class, "TIMES");
        generic(EoOp.class, "MINUS");
        generic(EoOp.class, null);
        generic(EoOp.PLUS.getClass(), "PLUS");
        generic(String.class, "x");
        generic(Enum.class, "x");
        generic(null, "x");
        System.out.println(EoOp.valueOf("PLUS").apply(3, 4));
        // expect: 1
        // expect: java.lang.IllegalArgumentException: No enum constant EoSize.medium
        // expect: java.lang.IllegalArgumentException: No enum constant EoSize.HUGE
        // expect: java.lang.IllegalArgumentException: No enum constant EoSize.
        // expect: java.lang.IllegalArgumentException: No enum constant EoSize. SMALL
        // expect: java.lang.NullPointerException: Name is null
        // expect: OUT
        // expect: java.lang.IllegalArgumentException: No enum constant enum_value_of.Inner.UP
        // expect: ONE
        // expect: java.lang.IllegalArgumentException: No enum constant EoDollar$Name.TWO
        // expect: true
        // expect: TIMES
        // expect: java.lang.IllegalArgumentException: No enum constant EoOp.MINUS
        // expect: java.lang.NullPointerException: Name is null
        // expect: java.lang.IllegalArgumentException: EoOp$1 is not an enum class
        // expect: java.lang.IllegalArgumentException: java.lang.String is not an enum class
        // expect: java.lang.IllegalArgumentException: java.lang.Enum is not an enum class
        // expect: java.lang.NullPointerException
        // expect: 7
    }
}
