// Binary-compatible library changes link fine: members made more accessible, a method removed
// from a class that inherits one of the same signature, final dropped from a method and from a
// class, an interface method given a default body, new method bodies. Constants were inlined
// by javac, so the program keeps printing the old value.
class LkOkParent {
    String moved() { return "parent.moved"; }
}

class LkOkLib extends LkOkParent {
    static final int LIMIT = 10;                          // changed: 20 (inlined: old value kept)
    static int limitField = 10;                           // changed: 20 (read at run time)
    int wider() { return 2; }                             // changed: public
    protected int prot = 3;                               // changed: public
    String moved() { return "lib.moved"; }                // changed: removed (inherited instead)
    final String fin() { return "fin"; }                  // changed: not final, "fin2"
    static String stat() { return "stat"; }               // changed: returns "stat2"
}

interface LkOkApi {
    String run();                                         // changed: default method
    String added();
}

class LkOkImpl implements LkOkApi {
    public String run() { return "impl.run"; }
    public String added() { return "impl.added"; }
}

final class LkOkFinal {                                   // changed: not final, gains a method
    String who() { return "final"; }
}

public class compatible_changes_still_work {
    public static void main(String[] args) {
        LkOkLib lib = new LkOkLib();
        System.out.println(LkOkLib.LIMIT + " " + LkOkLib.limitField);
        System.out.println(lib.wider() + " " + lib.prot);
        System.out.println(lib.moved());
        System.out.println(lib.fin() + " " + LkOkLib.stat());
        LkOkApi api = new LkOkImpl();
        System.out.println(api.run() + " " + api.added());
        System.out.println(new LkOkFinal().who());
        // expect: 10 20
        // expect: 2 3
        // expect: parent.moved
        // expect: fin2 stat2
        // expect: impl.run impl.added
        // expect: not final
    }
}
