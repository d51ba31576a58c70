/**
 * Counts the primes below a bound with the sieve of Eratosthenes, for
 * several bounds, and says how long each took. A first program for wwvm:
 *
 *   tools/wwjavac -d build/examples examples/Sieve.java
 *   build/bin/wwvm -cp build/examples Sieve 1000000
 */
public class Sieve {
    static int countPrimes(int bound) {
        boolean[] composite = new boolean[bound];
        int count = 0;
        for (int i = 2; i < bound; i++) {
            if (composite[i]) continue;
            count++;
            for (long j = (long) i * i; j < bound; j += i) composite[(int) j] = true;
        }
        return count;
    }

    public static void main(String[] args) {
        int largest = args.length > 0 ? Integer.parseInt(args[0]) : 100000;
        for (int bound = 10; bound <= largest; bound *= 10) {
            long start = System.nanoTime();
            int primes = countPrimes(bound);
            long micros = (System.nanoTime() - start) / 1000;
            System.out.println("primes below " + bound + ": " + primes + "  (" + micros + " us)");
        }
    }
}
