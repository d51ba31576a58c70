// Unbounded recursion throws StackOverflowError, which can be caught; the program then goes on normally.
public class stack_overflow_recovery {
    static int depth;

    static void recurse() {
        depth++;
        recurse();
    }

    static long sum(long n) { return n == 0 ? 0 : n + sum(n - 1); }

    public static void main(String[] args) {
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError, deep: " + (depth > 500));
        }
        // expect: caught StackOverflowError, deep: true
        System.out.println(sum(100));
        // expect: 5050
        depth = 0;
        try {
            recurse();
        } catch (Error e) {
            System.out.println("again: " + e.getClass().getName());
        }
        // expect: again: java.lang.StackOverflowError
    }
}
