// The library made a class final (and, elsewhere, a method final) after the program
// subclassed it: loading the subclass fails, each time it is used.
class LkFcBase {                                          // changed: final class
    String who() { return "base"; }
}

class LkFcSub extends LkFcBase {
    String who() { return "sub"; }
}

class LkFcMethodBase {
    String who() { return "method base"; }                // changed: final method
    String other() { return "other"; }
}

class LkFcOverrider extends LkFcMethodBase {
    String who() { return "overrider"; }
}

class LkFcMake {
    static Object sub() { return new LkFcSub(); }
    static Object overrider() { return new LkFcOverrider(); }
}

public class final_class_subclassed {
    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(LkFcMake.sub().getClass().getName());
            } catch (LinkageError e) {
                System.out.println(e);
            }
        }
        System.out.println(new LkFcBase().who());
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(LkFcMake.overrider().getClass().getName());
            } catch (LinkageError e) {
                System.out.println(e);
            }
        }
        System.out.println(new LkFcMethodBase().who());
        // expect: java.lang.IncompatibleClassChangeError: class LkFcSub cannot inherit from final class LkFcBase
        // expect: java.lang.IncompatibleClassChangeError: class LkFcSub cannot inherit from final class LkFcBase
        // expect: base
        // expect: java.lang.IncompatibleClassChangeError: class LkFcOverrider overrides final method LkFcMethodBase.who()Ljava/lang/String;
        // expect: java.lang.IncompatibleClassChangeError: class LkFcOverrider overrides final method LkFcMethodBase.who()Ljava/lang/String;
        // expect: method base
    }
}
