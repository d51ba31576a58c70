// An uncaught exception with a cause: the first stderr line names only the outer exception.
public class uncaught_with_cause {
    static int parseDigit(String s) {
        if (s.length() != 1 || s.charAt(0) < '0' || s.charAt(0) > '9')
            throw new IllegalArgumentException("not a digit: " + s);
        return s.charAt(0) - '0';
    }

    static int load(String name) {
        try {
            return parseDigit(name);
        } catch (IllegalArgumentException e) {
            throw new RuntimeException("could not load " + name, e);
        }
    }

    public static void main(String[] args) {
        System.out.println("loaded " + load("7"));
        // expect: loaded 7
        load("seven");
        System.out.println("not reached");
    }
    // exit: 1
    // stderr-first-line: Exception in thread "main" java.lang.RuntimeException: could not load seven
}
