// this(...) and super(...) calls; field initialisers run after super() and before the body.
class CcBase {
    CcBase() { this("default"); System.out.println("CcBase()"); }
    CcBase(String s) { System.out.println("CcBase(" + s + ")"); describe(); }
    void describe() { System.out.println("CcBase.describe"); }
}

class CcDerived extends CcBase {
    int value = 42;
    CcDerived() { this(7); System.out.println("CcDerived() value=" + value); }
    CcDerived(int v) { super(); System.out.println("CcDerived(int) value=" + value); value = v; }
    // Called from the superclass constructor before this class's field initialisers ran.
    @Override void describe() { System.out.println("CcDerived.describe value=" + value); }
}

public class constructor_chaining {
    public static void main(String[] args) {
        new CcDerived();
        // expect: CcBase(default)
        // expect: CcDerived.describe value=0
        // expect: CcBase()
        // expect: CcDerived(int) value=42
        // expect: CcDerived() value=7
    }
}
