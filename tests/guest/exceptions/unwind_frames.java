// An exception unwinds several frames, running each frame's finally on the way out.
public class unwind_frames {
    static StringBuilder log = new StringBuilder();

    static int level(int n) {
        try {
            if (n == 0) return 10 / n;
            return level(n - 1) + 1;
        } finally {
            log.append(n);
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println(level(5));
        } catch (ArithmeticException e) {
            System.out.println("caught at top: " + e.getMessage());
        }
        // expect: caught at top: / by zero
        System.out.println(log);
        // expect: 012345
        int depth = 0;
        try {
            depth = 1;
            level(0);
            depth = 2;
        } catch (RuntimeException e) {
            depth += 10;
        }
        System.out.println(depth);
        // expect: 11
    }
}
