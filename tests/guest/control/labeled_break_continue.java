// Labeled break and continue leave or restart outer loops.
public class labeled_break_continue {
    public static void main(String[] args) {
        int found = -1;
        outer:
        for (int i = 2; i < 50; i++) {
            for (int j = 2; j * j <= i; j++) {
                if (i % j == 0) continue outer;
            }
            if (i > 40) {
                found = i;
                break outer;
            }
        }
        System.out.println(found);
        // expect: 41
        int pairs = 0;
        rows:
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 5; c++) {
                if (c > r) continue rows;
                if (r == 4) break rows;
                pairs++;
            }
        }
        System.out.println(pairs);
        // expect: 10
        block:
        {
            if (pairs == 10) break block;
            System.out.println("not printed");
        }
        System.out.println("after block");
        // expect: after block
    }
}
