// Negative lengths throw NegativeArraySizeException whose message is the length.
public class negative_array_size {
    static int n(int x) { return x; }

    public static void main(String[] args) {
        try {
            int[] a = new int[n(-1)];
            System.out.println(a.length);
        } catch (NegativeArraySizeException e) {
            System.out.println(e);
        }
        // expect: java.lang.NegativeArraySizeException: -1
        try {
            String[] s = new String[n(-5)];
            System.out.println(s.length);
        } catch (NegativeArraySizeException e) {
            System.out.println(e.getMessage());
        }
        // expect: -5
        try {
            int[][] m = new int[n(2)][n(-3)];
            System.out.println(m.length);
        } catch (NegativeArraySizeException e) {
            System.out.println(e.getMessage());
        }
        // expect: -3
        int[] ok = new int[n(0)];
        System.out.println(ok.length);
        // expect: 0
    }
}
