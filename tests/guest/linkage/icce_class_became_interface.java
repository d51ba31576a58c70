// A class of the library became an interface: invokevirtual and invokestatic through a
// Methodref, and new, no longer fit. Each use is in its own helper so that one failure does
// not hide the next.
class LkCiLib {                                           // changed: interface LkCiLib
    LkCiLib() { }
    String hello() { return "hello"; }
    static String util() { return "util"; }
}

class LkCiImpl extends LkCiLib { }                        // changed: implements LkCiLib

class LkCiVirtual {
    static String run(LkCiLib lib) { return lib.hello(); }
}

class LkCiStatic {
    static String run() { return LkCiLib.util(); }
}

class LkCiNew {
    static Object run() { return new LkCiLib(); }
}

public class icce_class_became_interface {
    public static void main(String[] args) {
        LkCiLib lib = new LkCiImpl();
        try {
            System.out.println(LkCiVirtual.run(lib));
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        try {
            System.out.println(LkCiStatic.run());
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        try {
            System.out.println(LkCiNew.run());
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        // expect: java.lang.IncompatibleClassChangeError: Found interface LkCiLib, but class was expected
        // expect: java.lang.IncompatibleClassChangeError: Method 'java.lang.String LkCiLib.util()' must be InterfaceMethodref constant
        // expect: java.lang.InstantiationError: LkCiLib
    }
}
