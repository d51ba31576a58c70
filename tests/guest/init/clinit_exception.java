// A throwing static initialiser gives ExceptionInInitializerError, then NoClassDefFoundError on later use.
class CeBroken {
    static int value = fail();
    static int fail() {
        if (value == 0) throw new IllegalStateException("init failed");
        return 1;
    }
    static int get() { return value; }
}

public class clinit_exception {
    public static void main(String[] args) {
        try {
            CeBroken.get();
        } catch (ExceptionInInitializerError e) {
            System.out.println(e);
            System.out.println("cause: " + e.getCause());
        }
        // expect: java.lang.ExceptionInInitializerError
        // expect: cause: java.lang.IllegalStateException: init failed
        try {
            CeBroken.get();
        } catch (NoClassDefFoundError e) {
            System.out.println(e.getMessage());
        }
        // expect: Could not initialize class CeBroken
        try {
            new CeBroken();
        } catch (NoClassDefFoundError e) {
            System.out.println("again: " + e.getClass().getName());
        }
        // expect: again: java.lang.NoClassDefFoundError
        System.out.println("program continues");
        // expect: program continues
    }
}
