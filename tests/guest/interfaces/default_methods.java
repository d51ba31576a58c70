// Default methods are inherited, can call abstract methods, and can be overridden.
interface DmGreeter {
    String name();
    default String greet() { return "Hello, " + name(); }
    default String shout() { return greet().toUpperCase() + "!"; }
}

class DmPlain implements DmGreeter {
    public String name() { return "plain"; }
}

class DmPolite implements DmGreeter {
    public String name() { return "polite"; }
    public String greet() { return "Good day, " + name(); }
}

public class default_methods {
    public static void main(String[] args) {
        DmGreeter a = new DmPlain(), b = new DmPolite();
        System.out.println(a.greet());
        // expect: Hello, plain
        System.out.println(a.shout());
        // expect: HELLO, PLAIN!
        System.out.println(b.greet());
        // expect: Good day, polite
        System.out.println(b.shout());
        // expect: GOOD DAY, POLITE!
        System.out.println(new DmPlain().greet());
        // expect: Hello, plain
    }
}
