// Out-of-range indexes on loads and stores throw ArrayIndexOutOfBoundsException with the JDK message.
public class array_index_bounds {
    static void tryLoad(int[] a, int i) {
        try {
            System.out.println(a[i]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] a = { 1, 2, 3 };
        tryLoad(a, 2);
        // expect: 3
        tryLoad(a, 3);
        // expect: Index 3 out of bounds for length 3
        tryLoad(a, -1);
        // expect: Index -1 out of bounds for length 3
        tryLoad(new int[0], 0);
        // expect: Index 0 out of bounds for length 0
        String[] s = new String[2];
        try {
            s[Integer.MIN_VALUE] = "x";
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e);
        }
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 2
        long[] l = new long[1];
        try {
            l[1]++;
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + " " + l[0]);
        }
        // expect: java.lang.ArrayIndexOutOfBoundsException 0
    }
}
