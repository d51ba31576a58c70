// Methods whose descriptor changed (parameter or return type) no longer match the program's
// references: NoSuchMethodError shows the descriptor the program asked for.
class LkNdLib {
    static int twice(int x) { return 2 * x; }             // changed: long twice(long)
    String name() { return "name"; }                      // changed: Object name()
    void take(String[] a, int[][] b) { }                  // changed: take(Object[], int[][])
    LkNdLib(String s) { }                                 // changed: LkNdLib(CharSequence)
    LkNdLib() { }
    static void fixed(long x) { System.out.println("fixed " + x); }
}

public class nsme_descriptor_changed {
    public static void main(String[] args) {
        try {
            System.out.println(LkNdLib.twice(4));
        } catch (NoSuchMethodError e) {
            System.out.println(e);
        }
        LkNdLib lib = new LkNdLib();
        try {
            System.out.println(lib.name());
        } catch (NoSuchMethodError e) {
            System.out.println(e);
        }
        try {
            lib.take(null, null);
        } catch (NoSuchMethodError e) {
            System.out.println(e);
        }
        try {
            new LkNdLib("x");
        } catch (NoSuchMethodError e) {
            System.out.println(e);
        }
        LkNdLib.fixed(3);
        // expect: java.lang.NoSuchMethodError: 'int LkNdLib.twice(int)'
        // expect: java.lang.NoSuchMethodError: 'java.lang.String LkNdLib.name()'
        // expect: java.lang.NoSuchMethodError: 'void LkNdLib.take(java.lang.String[], int[][])'
        // expect: java.lang.NoSuchMethodError: 'void LkNdLib.<init>(java.lang.String)'
        // expect: fixed 3
    }
}
