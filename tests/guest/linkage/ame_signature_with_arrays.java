// The AbstractMethodError message spells the signature in Java syntax: arrays, nested arrays,
// objects and primitives, for abstract class and interface methods alike.
abstract class LkAaBase {
    int[][] mix(String s, long[] a, Object[][] o, int i, LkAaBase b, char c) { return null; }  // changed: abstract
    abstract void plain();
}

interface LkAaApi {
    LkAaBase[] pick(boolean[] flags, double d, java.lang.Runnable r);
}

interface LkAaTag { }                                     // changed: extends LkAaApi

class LkAaImpl extends LkAaBase implements LkAaTag {
    void plain() { System.out.println("plain"); }
}

public class ame_signature_with_arrays {
    public static void main(String[] args) {
        LkAaBase b = new LkAaImpl();
        b.plain();
        try {
            b.mix("s", new long[1], new Object[1][1], 1, b, 'c');
        } catch (AbstractMethodError e) {
            System.out.println(e);
        }
        Object o = b;
        try {
            ((LkAaApi) o).pick(new boolean[0], 1.5, null);
        } catch (AbstractMethodError e) {
            System.out.println(e);
        }
        // expect: plain
        // expect: java.lang.AbstractMethodError: Receiver class LkAaImpl does not define or inherit an implementation of the resolved method 'abstract int[][] mix(java.lang.String, long[], java.lang.Object[][], int, LkAaBase, char)' of abstract class LkAaBase.
        // expect: java.lang.AbstractMethodError: Receiver class LkAaImpl does not define or inherit an implementation of the resolved method 'abstract LkAaBase[] pick(boolean[], double, java.lang.Runnable)' of interface LkAaApi.
    }
}
