// super.m() (invokespecial) of a method the superclass made abstract -> AbstractMethodError;
// the override itself is still found by invokevirtual.
abstract class LkAsBase {
    String m(String s) { return "LkAsBase.m " + s; }      // changed: abstract
    static String tag() { return "LkAsBase.tag"; }
}

class LkAsSub extends LkAsBase {
    String m(String s) { return "LkAsSub.m(" + super.m(s) + ")"; }
    String direct() { return "direct(" + super.m("d") + ")"; }
}

public class ame_super_call {
    public static void main(String[] args) {
        LkAsSub s = new LkAsSub();
        try {
            System.out.println(s.m("x"));
        } catch (AbstractMethodError e) {
            System.out.println(e);
        }
        try {
            System.out.println(s.direct());
        } catch (AbstractMethodError e) {
            System.out.println(e);
        }
        System.out.println(LkAsBase.tag());
        // expect: java.lang.AbstractMethodError: 'java.lang.String LkAsBase.m(java.lang.String)'
        // expect: java.lang.AbstractMethodError: 'java.lang.String LkAsBase.m(java.lang.String)'
        // expect: LkAsBase.tag
    }
}
