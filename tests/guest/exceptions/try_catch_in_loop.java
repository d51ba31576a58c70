// Exceptions thrown and caught in every iteration of a loop leave locals and the loop intact.
public class try_catch_in_loop {
    static int parseOr(String s, int fallback) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public static void main(String[] args) {
        String[] inputs = { "1", "x", "30", "", "-4", "5e2", "600" };
        int sum = 0, bad = 0;
        for (String s : inputs) {
            int v = parseOr(s, Integer.MIN_VALUE);
            if (v == Integer.MIN_VALUE) bad++;
            else sum += v;
        }
        System.out.println(sum + " " + bad);
        // expect: 627 3
        int caught = 0;
        for (int i = 0; i < 1000; i++) {
            try {
                int[] a = new int[i % 3];
                a[1] = i;
            } catch (ArrayIndexOutOfBoundsException e) {
                caught++;
            }
        }
        System.out.println(caught);
        // expect: 667
    }
}
