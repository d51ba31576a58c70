// A deleted class that only appears in field types and method descriptors does not stop its
// users from loading or running: the error comes when an instruction resolves the class
// itself (a method call on it, instanceof or checkcast of a non-null object, new): instanceof
// and checkcast of null do not resolve their class.
class LkNfGone {                                          // removed
    String hi() { return "hi"; }
}

class LkNfHolder {
    LkNfGone gone;
    static LkNfGone staticGone;
    String text = "text";

    static String take(LkNfGone g) { return "take " + (g == null); }
    static LkNfGone give() { return null; }
    String callHi() { return gone.hi(); }
    static boolean isGone(Object o) { return o instanceof LkNfGone; }
    static Object cast(Object o) { return (LkNfGone) o; }
    static Object fresh() { return new LkNfGone(); }
}

public class ncdfe_field_type_when_resolved {
    public static void main(String[] args) {
        LkNfHolder h = new LkNfHolder();
        System.out.println(h.text);
        Object g = h.gone;
        System.out.println(g == null);
        h.gone = null;
        LkNfHolder.staticGone = null;
        System.out.println(LkNfHolder.staticGone == null);
        System.out.println(LkNfHolder.take(null));
        System.out.println(LkNfHolder.give() == null);
        try {
            System.out.println(LkNfHolder.isGone(null));
        } catch (NoClassDefFoundError e) {
            System.out.println("instanceof null: " + e);
        }
        try {
            System.out.println(LkNfHolder.cast(null));
        } catch (NoClassDefFoundError e) {
            System.out.println("checkcast null: " + e);
        }
        try {
            System.out.println(h.callHi());
        } catch (NoClassDefFoundError e) {
            System.out.println("call: " + e);
        }
        try {
            System.out.println(LkNfHolder.isGone("s"));
        } catch (NoClassDefFoundError e) {
            System.out.println("instanceof: " + e);
        }
        try {
            System.out.println(LkNfHolder.cast("s"));
        } catch (NoClassDefFoundError e) {
            System.out.println("checkcast: " + e);
        }
        try {
            System.out.println(LkNfHolder.fresh().getClass().getName());
        } catch (NoClassDefFoundError e) {
            System.out.println("new: " + e);
        }
        // expect: text
        // expect: true
        // expect: true
        // expect: take true
        // expect: true
        // expect: false
        // expect: null
        // expect: call: java.lang.NoClassDefFoundError: LkNfGone
        // expect: instanceof: java.lang.NoClassDefFoundError: LkNfGone
        // expect: checkcast: java.lang.NoClassDefFoundError: LkNfGone
        // expect: new: java.lang.NoClassDefFoundError: LkNfGone
    }
}
