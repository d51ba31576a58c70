// An ArithmeticException raised several frames below main is reported with the main thread's name.
public class uncaught_from_deep_frames {
    static int level3(int x) { return 100 / x; }
    static int level2(int x) { return level3(x - 1) + 1; }
    static int level1(int x) { return level2(x - 1) * 2; }

    public static void main(String[] args) {
        System.out.println(level1(5));
        // expect: 68
        System.out.println(level1(2));
    }
    // exit: 1
    // stderr-first-line: Exception in thread "main" java.lang.ArithmeticException: / by zero
}
