// Method selection for invokevirtual and invokeinterface skips private and static methods: a
// receiver whose only m() is private or static (the library gave it a new abstract supertype)
// gets AbstractMethodError; a package-private m() cannot implement an interface method
// (IllegalAccessError).
abstract class LkSkBase {
    abstract String m();
}

class LkSkMid { }                                         // changed: abstract, extends LkSkBase

class LkSkPrivate extends LkSkMid {
    private String m() { return "private m"; }
}

class LkSkStatic extends LkSkMid {
    static String m() { return "static m"; }
}

class LkSkPublic extends LkSkMid {
    public String m() { return "public m"; }
}

interface LkSkApi {
    String m();
}

interface LkSkTag { }                                     // changed: extends LkSkApi

class LkSkIPrivate implements LkSkTag {
    private String m() { return "private m"; }
}

class LkSkIStatic implements LkSkTag {
    static String m() { return "static m"; }
}

class LkSkIPackage implements LkSkTag {
    String m() { return "package m"; }
}

class LkSkIPublic implements LkSkTag {
    public String m() { return "public m"; }
}

public class ame_selection_skips_private_static {
    static void virtual(Object o) {
        try {
            System.out.println(((LkSkBase) o).m());
        } catch (LinkageError e) {
            System.out.println(e);
        }
    }

    static void iface(Object o) {
        try {
            System.out.println(((LkSkApi) o).m());
        } catch (LinkageError e) {
            System.out.println(e);
        }
    }

    public static void main(String[] args) {
        virtual(new LkSkPrivate());
        virtual(new LkSkStatic());
        virtual(new LkSkPublic());
        iface(new LkSkIPrivate());
        iface(new LkSkIStatic());
        iface(new LkSkIPackage());
        iface(new LkSkIPublic());
        // expect: java.lang.AbstractMethodError: Receiver class LkSkPrivate does not define or inherit an implementation of the resolved method 'abstract java.lang.String m()' of abstract class LkSkBase.
        // expect: java.lang.AbstractMethodError: Receiver class LkSkStatic does not define or inherit an implementation of the resolved method 'abstract java.lang.String m()' of abstract class LkSkBase.
        // expect: public m
        // expect: java.lang.AbstractMethodError: Receiver class LkSkIPrivate does not define or inherit an implementation of the resolved method 'abstract java.lang.String m()' of interface LkSkApi.
        // expect: java.lang.AbstractMethodError: Receiver class LkSkIStatic does not define or inherit an implementation of the resolved method 'abstract java.lang.String m()' of interface LkSkApi.
        // expect: java.lang.IllegalAccessError: 'java.lang.String LkSkIPackage.m()'
        // expect: public m
    }
}
