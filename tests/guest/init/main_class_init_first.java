// The main class's static initialiser runs before main; a nested class is initialised only when used.
public class main_class_init_first {
    static String state = "set by clinit";
    static { System.out.println("main class clinit"); }

    static class Lazy {
        static { System.out.println("Lazy clinit"); }
        static String hello() { return "hello from Lazy"; }
    }

    public static void main(String[] args) {
        System.out.println(state);
        System.out.println(Lazy.hello());
    }
    // expect: main class clinit
    // expect: set by clinit
    // expect: Lazy clinit
    // expect: hello from Lazy
}
