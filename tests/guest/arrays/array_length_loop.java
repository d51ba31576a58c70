// Arrays as arguments and results: reference semantics, length in loops, enhanced for.
public class array_length_loop {
    static int[] squares(int n) {
        int[] r = new int[n];
        for (int i = 0; i < r.length; i++) r[i] = i * i;
        return r;
    }

    static void doubleAll(int[] a) {
        for (int i = 0; i < a.length; i++) a[i] *= 2;
    }

    public static void main(String[] args) {
        int[] sq = squares(6);
        doubleAll(sq);
        StringBuilder sb = new StringBuilder();
        for (int v : sq) sb.append(v).append(' ');
        System.out.println(sb.toString().trim());
        // expect: 0 2 8 18 32 50
        int[] alias = sq;
        alias[0] = -1;
        System.out.println(sq[0]);
        // expect: -1
        System.out.println(squares(0).length + " " + squares(1000).length);
        // expect: 0 1000
    }
}
