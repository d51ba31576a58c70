// for, while and do-while loops with break and continue.
public class loops_break_continue {
    public static void main(String[] args) {
        int sum = 0;
        for (int i = 0; i < 100; i++) {
            if (i % 2 == 0) continue;
            if (i > 20) break;
            sum += i;
        }
        System.out.println(sum);
        // expect: 100
        int n = 27, steps = 0;
        while (n != 1) {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            steps++;
        }
        System.out.println(steps);
        // expect: 111
        int k = 10;
        do {
            k -= 3;
        } while (k > 0);
        System.out.println(k);
        // expect: -2
        int runs = 0;
        do runs++; while (false);
        System.out.println(runs);
        // expect: 1
        int i = 0;
        for (;;) if (++i == 5) break;
        System.out.println(i);
        // expect: 5
    }
}
