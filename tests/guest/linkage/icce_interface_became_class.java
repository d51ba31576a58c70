// An interface of the library became a class: invokeinterface and static calls through an
// InterfaceMethodref fail with IncompatibleClassChangeError.
interface LkIcApi {                                       // changed: abstract class LkIcApi
    String run();
    static String util() { return "util"; }
}

class LkIcImpl implements LkIcApi {                       // changed: extends LkIcApi
    public String run() { return "run"; }
}

class LkIcCall {
    static String run(LkIcApi api) { return api.run(); }
}

class LkIcStatic {
    static String run() { return LkIcApi.util(); }
}

public class icce_interface_became_class {
    public static void main(String[] args) {
        LkIcImpl impl = new LkIcImpl();
        System.out.println(impl.run());
        try {
            System.out.println(LkIcCall.run(impl));
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        try {
            System.out.println(LkIcStatic.run());
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        // expect: run
        // expect: java.lang.IncompatibleClassChangeError: Found class LkIcApi, but interface was expected
        // expect: java.lang.IncompatibleClassChangeError: Method 'java.lang.String LkIcApi.util()' must be Methodref constant
    }
}
