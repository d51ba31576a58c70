// A class of package lkp that the library made package-private: new, static calls, casts,
// instanceof and array creation from another package fail with IllegalAccessError; its
// objects still exist and can be used as Objects.
import lkp.lkp_library.CpFactory;
import lkp.lkp_library.CpLib;

public class iae_class_not_public {
    static Object make() { return new CpLib(); }
    static String util() { return CpLib.util(); }
    static String hello(Object o) { return ((CpLib) o).hello(); }
    static boolean test(Object o) { return o instanceof CpLib; }
    static Object array() { return new CpLib[2]; }

    public static void main(String[] args) {
        try {
            System.out.println(make().getClass().getName());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(util());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        Object o = CpFactory.make();
        System.out.println(o.getClass().getName());
        try {
            System.out.println(hello(o));
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(test(o));
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(array().getClass().getName());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(make().getClass().getName());
        } catch (IllegalAccessError e) {
            System.out.println("again: " + e);
        }
        // expect: java.lang.IllegalAccessError: failed to access class lkp.lkp_library$CpLib from class iae_class_not_public (lkp.lkp_library$CpLib and iae_class_not_public are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: failed to access class lkp.lkp_library$CpLib from class iae_class_not_public (lkp.lkp_library$CpLib and iae_class_not_public are in unnamed module of loader 'app')
        // expect: lkp.lkp_library$CpLib
        // expect: java.lang.IllegalAccessError: failed to access class lkp.lkp_library$CpLib from class iae_class_not_public (lkp.lkp_library$CpLib and iae_class_not_public are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: failed to access class lkp.lkp_library$CpLib from class iae_class_not_public (lkp.lkp_library$CpLib and iae_class_not_public are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: failed to access class lkp.lkp_library$CpLib from class iae_class_not_public (lkp.lkp_library$CpLib and iae_class_not_public are in unnamed module of loader 'app')
        // expect: again: java.lang.IllegalAccessError: failed to access class lkp.lkp_library$CpLib from class iae_class_not_public (lkp.lkp_library$CpLib and iae_class_not_public are in unnamed module of loader 'app')
    }
}
