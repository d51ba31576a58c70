// Java 9+ private interface methods (instance and static) shared by default and static methods.
interface PimFormatter {
    String name();

    default String greet() { return wrap("Hello, " + name()); }
    default String farewell() { return wrap("Bye, " + name()); }
    static String banner(String s) { return stars(s.length()) + " " + s + " " + stars(s.length()); }

    private String wrap(String s) { return "<" + s + ">"; }
    private static String stars(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n / 4; i++) sb.append('*');
        return sb.toString();
    }
}

public class private_interface_methods implements PimFormatter {
    public String name() { return "wwvm"; }

    public static void main(String[] args) {
        PimFormatter f = new private_interface_methods();
        System.out.println(f.greet());
        // expect: <Hello, wwvm>
        System.out.println(f.farewell());
        // expect: <Bye, wwvm>
        System.out.println(PimFormatter.banner("release seventeen"));
        // expect: **** release seventeen ****
    }
}
