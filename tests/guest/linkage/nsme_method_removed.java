// A method the program calls was removed from the library: instance, static, interface and
// constructor calls fail with NoSuchMethodError naming the method; other members still work.
class LkNrLib {
    LkNrLib() { }
    LkNrLib(int x) { }                                    // changed: removed
    void gone() { }                                       // changed: removed
    static void goneStatic() { }                          // changed: removed
    void kept() { System.out.println("kept"); }
}

class LkNrSub extends LkNrLib { }

interface LkNrApi {
    String call();                                        // changed: removed
}

class LkNrImpl implements LkNrApi {
    public String call() { return "LkNrImpl.call"; }
}

public class nsme_method_removed {
    public static void main(String[] args) {
        LkNrLib lib = new LkNrLib();
        try {
            lib.gone();
        } catch (NoSuchMethodError e) {
            System.out.println(e);
        }
        try {
            new LkNrSub().gone();
        } catch (NoSuchMethodError e) {
            System.out.println(e);
        }
        try {
            LkNrLib.goneStatic();
        } catch (NoSuchMethodError e) {
            System.out.println(e);
        }
        try {
            new LkNrLib(5);
        } catch (NoSuchMethodError e) {
            System.out.println(e);
        }
        LkNrApi api = new LkNrImpl();
        try {
            System.out.println(api.call());
        } catch (NoSuchMethodError e) {
            System.out.println(e);
        }
        System.out.println(((LkNrImpl) api).call());
        lib.kept();
        try {
            lib.gone();
        } catch (NoSuchMethodError e) {
            System.out.println("again: " + e);
        }
        // expect: java.lang.NoSuchMethodError: 'void LkNrLib.gone()'
        // expect: java.lang.NoSuchMethodError: 'void LkNrSub.gone()'
        // expect: java.lang.NoSuchMethodError: 'void LkNrLib.goneStatic()'
        // expect: java.lang.NoSuchMethodError: 'void LkNrLib.<init>(int)'
        // expect: java.lang.NoSuchMethodError: 'java.lang.String LkNrApi.call()'
        // expect: LkNrImpl.call
        // expect: kept
        // expect: again: java.lang.NoSuchMethodError: 'void LkNrLib.gone()'
    }
}
