// Static methods are not virtual: the call is bound to the class named at compile time.
class SmhBase {
    static String id() { return "base"; }
    String viaInstance() { return id(); }
}

class SmhSub extends SmhBase {
    static String id() { return "sub"; }
}

class SmhInherit extends SmhBase {
}

public class static_method_hiding {
    public static void main(String[] args) {
        System.out.println(SmhBase.id() + " " + SmhSub.id());
        // expect: base sub
        System.out.println(new SmhSub().viaInstance());
        // expect: base
        System.out.println(SmhInherit.id());
        // expect: base
    }
}
