// && and || evaluate left to right and skip the right operand when the result is known.
public class short_circuit_order {
    static StringBuilder log = new StringBuilder();

    static boolean t(String name) { log.append(name); return true; }
    static boolean f(String name) { log.append(name); return false; }

    static void run(String label, boolean result) {
        System.out.println(label + " " + result + " " + log);
        log.setLength(0);
    }

    public static void main(String[] args) {
        run("f&&t", f("a") && t("b"));
        // expect: f&&t false a
        run("t&&f", t("a") && f("b"));
        // expect: t&&f false ab
        run("t||f", t("a") || f("b"));
        // expect: t||f true a
        run("f||t", f("a") || t("b"));
        // expect: f||t true ab
        run("f&t", f("a") & t("b"));
        // expect: f&t false ab
        run("mix", f("a") || t("b") && f("c") || t("d"));
        // expect: mix true abcd
        run("ternary", t("a") ? f("b") : t("c"));
        // expect: ternary false ab
    }
}
