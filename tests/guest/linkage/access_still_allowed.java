// Access changes that keep a program linking: members made protected or package-private and a
// class made package-private stay usable from the same package (protected includes the
// package); public members declared in a package-private class of another package are usable
// through a public subclass; a protected method of it through a subclass in this package.
import lkp.lkp_library.Visible;

class LkAwLib {                                           // changed: (still) package-private
    public int value() { return 1; }                      // changed: protected
    public static int util() { return 2; }                // changed: package-private
    public int field = 3;                                 // changed: protected
    public LkAwLib() { }                                  // changed: protected
}

class LkAwSub extends Visible {
    String callProt() { return prot(); }
}

public class access_still_allowed {
    public static void main(String[] args) {
        LkAwLib lib = new LkAwLib();
        System.out.println(lib.value() + " " + LkAwLib.util() + " " + lib.field);
        Visible v = new Visible();
        System.out.println(v.hello());
        System.out.println(Visible.NAME);
        System.out.println(new LkAwSub().callProt());
        // expect: 1 2 3
        // expect: Hidden.hello
        // expect: hidden
        // expect: Hidden.prot
    }
}
