// Members of a class in package lkp that the library made protected: the default package is
// neither the same package nor a subclass, so every access is an IllegalAccessError.
import lkp.lkp_library.PtLib;

public class iae_protected_non_subclass {
    public static void main(String[] args) {
        PtLib lib = new PtLib();
        try {
            System.out.println(lib.value());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(PtLib.util());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(lib.field);
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(new PtLib("s").getClass().getName());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        // expect: java.lang.IllegalAccessError: class iae_protected_non_subclass tried to access protected method 'int lkp.lkp_library$PtLib.value()' (iae_protected_non_subclass and lkp.lkp_library$PtLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_protected_non_subclass tried to access protected method 'int lkp.lkp_library$PtLib.util()' (iae_protected_non_subclass and lkp.lkp_library$PtLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_protected_non_subclass tried to access protected field lkp.lkp_library$PtLib.field (iae_protected_non_subclass and lkp.lkp_library$PtLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_protected_non_subclass tried to access protected method 'void lkp.lkp_library$PtLib.<init>(java.lang.String)' (iae_protected_non_subclass and lkp.lkp_library$PtLib are in unnamed module of loader 'app')
    }
}
