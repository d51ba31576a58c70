// A class extends a library type that has since become an interface: loading the subclass
// fails with IncompatibleClassChangeError.
class LkSiBase {                                          // changed: interface LkSiBase
    String kind() { return "base"; }
}

class LkSiSub extends LkSiBase {
    String kind() { return "sub"; }
}

public class icce_superclass_became_interface {
    static String make() { return new LkSiSub().kind(); }

    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(make());
            } catch (IncompatibleClassChangeError e) {
                System.out.println(e);
            }
        }
        // expect: java.lang.IncompatibleClassChangeError: class LkSiSub has interface LkSiBase as super class
        // expect: java.lang.IncompatibleClassChangeError: class LkSiSub has interface LkSiBase as super class
    }
}
