// main may declare and throw a checked user exception; it is reported like any other.
class UceConfigException extends Exception {
    UceConfigException(String msg) { super(msg); }
}

public class uncaught_checked_exception {
    static void configure(int level) throws UceConfigException {
        if (level > 3) throw new UceConfigException("level " + level + " unsupported");
        System.out.println("level " + level + " ok");
    }

    public static void main(String[] args) throws Exception {
        configure(1);
        // expect: level 1 ok
        configure(9);
    }
    // exit: 1
    // stderr-first-line: Exception in thread "main" UceConfigException: level 9 unsupported
}
