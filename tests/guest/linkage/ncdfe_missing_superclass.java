// A class whose superclass (or superinterface) was deleted cannot be loaded: using it throws
// NoClassDefFoundError naming the missing supertype, at each use; Class.forName too.
class LkNmBase {                                          // removed
    String who() { return "base"; }
}

class LkNmSub extends LkNmBase {
    String who() { return "sub"; }
}

interface LkNmApi { }                                     // removed

class LkNmImpl implements LkNmApi { }

class LkNmUse {
    static Object sub() { return new LkNmSub(); }
    static Object impl() { return new LkNmImpl(); }
}

class LkNmUseAgain {
    static Object sub() { return new LkNmSub(); }
}

public class ncdfe_missing_superclass {
    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(LkNmUse.sub().getClass().getName());
            } catch (NoClassDefFoundError e) {
                System.out.println("sub " + i + ": " + e);
            }
        }
        try {
            System.out.println(LkNmUseAgain.sub().getClass().getName());
        } catch (NoClassDefFoundError e) {
            System.out.println("again: " + e);
        }
        try {
            System.out.println(LkNmUse.impl().getClass().getName());
        } catch (NoClassDefFoundError e) {
            System.out.println("impl: " + e);
        }
        try {
            System.out.println(Class.forName("LkNmSub"));
        } catch (Throwable e) {
            System.out.println("forName: " + e);
        }
        // expect: sub 0: java.lang.NoClassDefFoundError: LkNmBase
        // expect: sub 1: java.lang.NoClassDefFoundError: LkNmBase
        // expect: again: java.lang.NoClassDefFoundError: LkNmBase
        // expect: impl: java.lang.NoClassDefFoundError: LkNmApi
        // expect: forName: java.lang.NoClassDefFoundError: LkNmBase
    }
}
