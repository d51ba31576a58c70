// invokevirtual of a method the library's abstract base class made abstract, or that a middle
// class stopped implementing: the receiver's class inherits no code -> AbstractMethodError.
abstract class LkAvBase {
    void m() { System.out.println("LkAvBase.m"); }      // changed: abstract void m();
    void other() { System.out.println("LkAvBase.other"); }
}

class LkAvSub extends LkAvBase { }

abstract class LkAvRoot {
    abstract String k(int x);
}

abstract class LkAvMid extends LkAvRoot {
    String k(int x) { return "LkAvMid.k " + x; }          // changed: removed
}

class LkAvLeaf extends LkAvMid { }

class LkAvOverrides extends LkAvMid {
    String k(int x) { return "LkAvOverrides.k " + x; }
}

public class ame_abstract_class_virtual {
    public static void main(String[] args) {
        LkAvBase b = new LkAvSub();
        for (int i = 0; i < 2; i++) {
            try {
                b.m();
            } catch (AbstractMethodError e) {
                System.out.println(e);
            }
        }
        b.other();
        LkAvRoot r = new LkAvLeaf();
        try {
            System.out.println(r.k(1));
        } catch (AbstractMethodError e) {
            System.out.println(e);
        }
        LkAvMid mid = new LkAvLeaf();
        try {
            System.out.println(mid.k(2));
        } catch (AbstractMethodError e) {
            System.out.println(e);
        }
        mid = new LkAvOverrides();
        System.out.println(mid.k(3));
        // expect: java.lang.AbstractMethodError: Receiver class LkAvSub does not define or inherit an implementation of the resolved method 'abstract void m()' of abstract class LkAvBase.
        // expect: java.lang.AbstractMethodError: Receiver class LkAvSub does not define or inherit an implementation of the resolved method 'abstract void m()' of abstract class LkAvBase.
        // expect: LkAvBase.other
        // expect: java.lang.AbstractMethodError: Receiver class LkAvLeaf does not define or inherit an implementation of the resolved method 'abstract java.lang.String k(int)' of abstract class LkAvRoot.
        // expect: java.lang.AbstractMethodError: Receiver class LkAvLeaf does not define or inherit an implementation of the resolved method 'abstract java.lang.String k(int)' of abstract class LkAvRoot.
        // expect: LkAvOverrides.k 3
    }
}
