// Kernel: recursive Fibonacci, a call-heavy loop (invokestatic, ireturn, int arithmetic).
// Usage: Fib N  -> prints fib(N).
public class Fib {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        System.out.println("fib(" + n + ") = " + fib(n));
    }
}
