// A class whose static initializer threw is erroneous: the first use gets
// ExceptionInInitializerError, every later use NoClassDefFoundError "Could not initialize class".
class LkNiBroken {
    static int value = compute();

    static int compute() {
        if (System.out != null) throw new IllegalStateException("init failed");
        return 1;
    }

    static String hello() { return "hello"; }
}

class LkNiBrokenSub extends LkNiBroken { }

public class ncdfe_failed_initializer {
    public static void main(String[] args) {
        try {
            System.out.println(LkNiBroken.value);
        } catch (ExceptionInInitializerError e) {
            System.out.println(e);
            System.out.println(e.getCause());
        }
        try {
            System.out.println(LkNiBroken.hello());
        } catch (NoClassDefFoundError e) {
            System.out.println(e);
        }
        try {
            System.out.println(new LkNiBroken().getClass().getName());
        } catch (NoClassDefFoundError e) {
            System.out.println(e);
        }
        try {
            System.out.println(new LkNiBrokenSub().getClass().getName());
        } catch (NoClassDefFoundError e) {
            System.out.println(e);
        }
        try {
            System.out.println(LkNiBroken.value);
        } catch (NoClassDefFoundError e) {
            System.out.println(e);
        }
        // expect: java.lang.ExceptionInInitializerError
        // expect: java.lang.IllegalStateException: init failed
        // expect: java.lang.NoClassDefFoundError: Could not initialize class LkNiBroken
        // expect: java.lang.NoClassDefFoundError: Could not initialize class LkNiBroken
        // expect: java.lang.NoClassDefFoundError: Could not initialize class LkNiBroken
        // expect: java.lang.NoClassDefFoundError: Could not initialize class LkNiBroken
    }
}
