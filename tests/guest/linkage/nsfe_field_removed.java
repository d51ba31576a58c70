// Fields removed from the library: getfield, putfield, getstatic and putstatic fail with
// NoSuchFieldError naming the field; fields that stayed still work.
class LkFrLib {
    int count = 1;                                        // changed: removed
    static String label = "label";                        // changed: removed
    int kept = 42;
    static int keptStatic = 7;
}

class LkFrSub extends LkFrLib { }

public class nsfe_field_removed {
    public static void main(String[] args) {
        LkFrLib lib = new LkFrLib();
        try {
            System.out.println(lib.count);
        } catch (NoSuchFieldError e) {
            System.out.println(e);
        }
        try {
            lib.count = 5;
        } catch (NoSuchFieldError e) {
            System.out.println(e);
        }
        try {
            System.out.println(new LkFrSub().count);
        } catch (NoSuchFieldError e) {
            System.out.println(e);
        }
        try {
            System.out.println(LkFrLib.label);
        } catch (NoSuchFieldError e) {
            System.out.println(e);
        }
        try {
            LkFrLib.label = "x";
        } catch (NoSuchFieldError e) {
            System.out.println(e);
        }
        System.out.println(lib.kept + " " + LkFrLib.keptStatic);
        // expect: java.lang.NoSuchFieldError: count
        // expect: java.lang.NoSuchFieldError: count
        // expect: java.lang.NoSuchFieldError: count
        // expect: java.lang.NoSuchFieldError: label
        // expect: java.lang.NoSuchFieldError: label
        // expect: 42 7
    }
}
