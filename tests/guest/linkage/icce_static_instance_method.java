// A method that changed between static and instance: the invoke instruction no longer fits
// the resolved method -> IncompatibleClassChangeError, "Expected static method" or
// "Expecting non-static method".
class LkSmLib {
    static String make(int x) { return "make " + x; }     // changed: instance method
    String show() { return "show"; }                      // changed: static
    static String still() { return "still"; }
}

interface LkSmApi {
    static String util() { return "util"; }               // changed: default method
}

public class icce_static_instance_method {
    public static void main(String[] args) {
        try {
            System.out.println(LkSmLib.make(1));
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        try {
            System.out.println(new LkSmLib().show());
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        try {
            System.out.println(LkSmApi.util());
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        try {
            System.out.println(LkSmLib.make(2));
        } catch (IncompatibleClassChangeError e) {
            System.out.println("again: " + e);
        }
        System.out.println(LkSmLib.still());
        // expect: java.lang.IncompatibleClassChangeError: Expected static method 'java.lang.String LkSmLib.make(int)'
        // expect: java.lang.IncompatibleClassChangeError: Expecting non-static method 'java.lang.String LkSmLib.show()'
        // expect: java.lang.IncompatibleClassChangeError: Expected static method 'java.lang.String LkSmApi.util()'
        // expect: again: java.lang.IncompatibleClassChangeError: Expected static method 'java.lang.String LkSmLib.make(int)'
        // expect: still
    }
}
