// Members of a class in package lkp that the library made package-private: calls, field
// accesses and constructor calls from the default package fail with IllegalAccessError.
import lkp.lkp_library.PaLib;

public class iae_package_private_other_package {
    public static void main(String[] args) {
        PaLib lib = new PaLib();
        try {
            System.out.println(lib.value());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(PaLib.util());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(lib.field);
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            PaLib.counter = 9;
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(new PaLib(1).getClass().getName());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        // expect: java.lang.IllegalAccessError: class iae_package_private_other_package tried to access method 'int lkp.lkp_library$PaLib.value()' (iae_package_private_other_package and lkp.lkp_library$PaLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_package_private_other_package tried to access method 'int lkp.lkp_library$PaLib.util()' (iae_package_private_other_package and lkp.lkp_library$PaLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_package_private_other_package tried to access field lkp.lkp_library$PaLib.field (iae_package_private_other_package and lkp.lkp_library$PaLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_package_private_other_package tried to access field lkp.lkp_library$PaLib.counter (iae_package_private_other_package and lkp.lkp_library$PaLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_package_private_other_package tried to access method 'void lkp.lkp_library$PaLib.<init>(int)' (iae_package_private_other_package and lkp.lkp_library$PaLib are in unnamed module of loader 'app')
    }
}
