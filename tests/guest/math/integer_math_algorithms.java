// Integer algorithms using Math helpers: gcd, integer square root, primes, digit sums.
public class integer_math_algorithms {
    static long gcd(long a, long b) { return b == 0 ? Math.abs(a) : gcd(b, a % b); }

    static int isqrt(int n) {
        int r = (int) Math.sqrt(n);
        while ((long) r * r > n) r--;
        while ((long) (r + 1) * (r + 1) <= n) r++;
        return r;
    }

    public static void main(String[] args) {
        System.out.println(gcd(1071, 462) + " " + gcd(-48, 18) + " " + gcd(0, 5));
        // expect: 21 6 5
        System.out.println(isqrt(Integer.MAX_VALUE) + " " + isqrt(99) + " " + isqrt(100));
        // expect: 46340 9 10
        boolean[] composite = new boolean[1000];
        int count = 0, last = 0;
        for (int i = 2; i < 1000; i++) {
            if (composite[i]) continue;
            count++;
            last = i;
            for (int j = i * i; j < 1000; j += i) composite[j] = true;
        }
        System.out.println(count + " " + last);
        // expect: 168 997
        long n = Long.MAX_VALUE;
        int digitSum = 0;
        while (n != 0) { digitSum += n % 10; n /= 10; }
        System.out.println(digitSum);
        // expect: 88
    }
}
