// A class deleted from the class path (changed/removed): new fails with NoClassDefFoundError
// naming it, a second use from the same instruction fails the same way, and so does a use from
// another class.
class LkNnGone {                                          // removed
    String hi() { return "hi"; }
}

class LkNnUser {
    static Object make() { return new LkNnGone(); }
}

class LkNnOther {
    static Object make() { return new LkNnGone(); }
}

public class ncdfe_new_and_repeat {
    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(LkNnUser.make().getClass().getName());
            } catch (NoClassDefFoundError e) {
                System.out.println(i + ": " + e);
            }
        }
        try {
            System.out.println(LkNnOther.make().getClass().getName());
        } catch (NoClassDefFoundError e) {
            System.out.println("other: " + e);
        }
        try {
            System.out.println(LkNnUser.make().getClass().getName());
        } catch (NoClassDefFoundError e) {
            System.out.println("last: " + e);
        }
        // expect: 0: java.lang.NoClassDefFoundError: LkNnGone
        // expect: 1: java.lang.NoClassDefFoundError: LkNnGone
        // expect: other: java.lang.NoClassDefFoundError: LkNnGone
        // expect: last: java.lang.NoClassDefFoundError: LkNnGone
    }
}
