// A field whose type changed is a different field to the JVM (name and descriptor must both
// match): NoSuchFieldError, even when the new type is a supertype or a wider primitive.
class LkFtLib {
    int size = 3;                                         // changed: long size
    String text = "text";                                 // changed: Object text
    static int[] data = { 1, 2 };                         // changed: static long[] data
    static Object any = "any";
}

public class nsfe_field_type_changed {
    public static void main(String[] args) {
        LkFtLib lib = new LkFtLib();
        try {
            System.out.println(lib.size);
        } catch (NoSuchFieldError e) {
            System.out.println(e);
        }
        try {
            System.out.println(lib.text);
        } catch (NoSuchFieldError e) {
            System.out.println(e);
        }
        try {
            System.out.println(LkFtLib.data.length);
        } catch (NoSuchFieldError e) {
            System.out.println(e);
        }
        System.out.println(LkFtLib.any);
        // expect: java.lang.NoSuchFieldError: size
        // expect: java.lang.NoSuchFieldError: text
        // expect: java.lang.NoSuchFieldError: data
        // expect: any
    }
}
