// A deleted class used through a static call and a static field: each use throws
// NoClassDefFoundError, every time.
class LkNcGone {                                          // removed
    static int count = 3;
    static String util(String s) { return "util " + s; }
}

class LkNcCalls {
    static String call() { return LkNcGone.util("x"); }
    static int read() { return LkNcGone.count; }
    static void write() { LkNcGone.count = 4; }
}

public class ncdfe_static_call {
    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(LkNcCalls.call());
            } catch (NoClassDefFoundError e) {
                System.out.println("call " + i + ": " + e);
            }
        }
        try {
            System.out.println(LkNcCalls.read());
        } catch (NoClassDefFoundError e) {
            System.out.println("read: " + e);
        }
        try {
            LkNcCalls.write();
        } catch (NoClassDefFoundError e) {
            System.out.println("write: " + e);
        }
        // expect: call 0: java.lang.NoClassDefFoundError: LkNcGone
        // expect: call 1: java.lang.NoClassDefFoundError: LkNcGone
        // expect: read: java.lang.NoClassDefFoundError: LkNcGone
        // expect: write: java.lang.NoClassDefFoundError: LkNcGone
    }
}
