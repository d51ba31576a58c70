// Members the library made private: calls, field accesses and constructor calls from another
// class fail with IllegalAccessError naming both classes.
class LkPrLib {
    LkPrLib() { }
    LkPrLib(int x) { }                                    // changed: private
    int value() { return 1; }                             // changed: private
    static int util() { return 2; }                       // changed: private
    int field = 3;                                        // changed: private
    static int counter = 4;                               // changed: private
}

public class iae_private_members {
    public static void main(String[] args) {
        LkPrLib lib = new LkPrLib();
        try {
            System.out.println(lib.value());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(LkPrLib.util());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(lib.field);
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            LkPrLib.counter = 9;
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(new LkPrLib(1).getClass().getName());
        } catch (IllegalAccessError e) {
            System.out.println(e);
        }
        try {
            System.out.println(lib.value());
        } catch (IllegalAccessError e) {
            System.out.println("again: " + e);
        }
        // expect: java.lang.IllegalAccessError: class iae_private_members tried to access private method 'int LkPrLib.value()' (iae_private_members and LkPrLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_private_members tried to access private method 'int LkPrLib.util()' (iae_private_members and LkPrLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_private_members tried to access private field LkPrLib.field (iae_private_members and LkPrLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_private_members tried to access private field LkPrLib.counter (iae_private_members and LkPrLib are in unnamed module of loader 'app')
        // expect: java.lang.IllegalAccessError: class iae_private_members tried to access private method 'void LkPrLib.<init>(int)' (iae_private_members and LkPrLib are in unnamed module of loader 'app')
        // expect: again: java.lang.IllegalAccessError: class iae_private_members tried to access private method 'int LkPrLib.value()' (iae_private_members and LkPrLib are in unnamed module of loader 'app')
    }
}
