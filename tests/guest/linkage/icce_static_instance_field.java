// A field that changed between static and instance: getstatic/putstatic/getfield/putfield
// fail with IncompatibleClassChangeError.
class LkSfLib {
    static int counter = 1;                               // changed: instance field
    String name = "name";                                 // changed: static field
}

public class icce_static_instance_field {
    public static void main(String[] args) {
        try {
            System.out.println(LkSfLib.counter);
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        try {
            LkSfLib.counter = 2;
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        LkSfLib lib = new LkSfLib();
        try {
            System.out.println(lib.name);
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        try {
            lib.name = "other";
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        // expect: java.lang.IncompatibleClassChangeError: Expected static field LkSfLib.counter
        // expect: java.lang.IncompatibleClassChangeError: Expected static field LkSfLib.counter
        // expect: java.lang.IncompatibleClassChangeError: Expected non-static field LkSfLib.name
        // expect: java.lang.IncompatibleClassChangeError: Expected non-static field LkSfLib.name
    }
}
