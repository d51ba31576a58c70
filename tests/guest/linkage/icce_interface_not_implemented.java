// The receiver's class no longer implements the interface the program calls through (the
// library dropped it from a superinterface list): invokeinterface throws
// IncompatibleClassChangeError, and checkcast a ClassCastException.
interface LkInApi {
    String run();
}

interface LkInMarker extends LkInApi { }                  // changed: no superinterface

class LkInImpl implements LkInMarker {
    public String run() { return "run"; }
}

class LkInCall {
    static String run(LkInApi api) { return api.run(); }
    static LkInApi asApi(LkInImpl impl) { return impl; }
}

public class icce_interface_not_implemented {
    public static void main(String[] args) {
        LkInImpl impl = new LkInImpl();
        System.out.println(impl.run());
        try {
            System.out.println(LkInCall.run(LkInCall.asApi(impl)));
        } catch (IncompatibleClassChangeError e) {
            System.out.println(e);
        }
        Object o = impl;
        System.out.println(o instanceof LkInApi);
        try {
            System.out.println(((LkInApi) o).run());
        } catch (ClassCastException e) {
            System.out.println(e);
        }
        // expect: run
        // expect: java.lang.IncompatibleClassChangeError: Class LkInImpl does not implement the requested interface LkInApi
        // expect: false
        // expect: java.lang.ClassCastException: class LkInImpl cannot be cast to class LkInApi (LkInImpl and LkInApi are in unnamed module of loader 'app')
    }
}
