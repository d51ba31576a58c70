// Direct and mutual recursion with int and long results.
public class recursion {
    static long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }
    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }

    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    public static void main(String[] args) {
        System.out.println(fact(20));
        // expect: 2432902008176640000
        System.out.println(fib(20));
        // expect: 6765
        System.out.println(isEven(100) + " " + isOdd(7) + " " + isEven(7));
        // expect: true true false
        System.out.println(ackermann(2, 3));
        // expect: 9
        System.out.println(fact(21));
        // expect: -4249290049419214848
    }
}
