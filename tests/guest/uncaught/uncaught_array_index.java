// An uncaught ArrayIndexOutOfBoundsException reports the JDK's message on the first stderr line.
public class uncaught_array_index {
    static int sum(int[] a, int n) {
        int s = 0;
        for (int i = 0; i <= n; i++) s += a[i];
        return s;
    }

    public static void main(String[] args) {
        int[] data = { 1, 2, 3 };
        System.out.println(sum(data, 2));
        // expect: 6
        System.out.println(sum(data, 5));
    }
    // exit: 1
    // stderr-first-line: Exception in thread "main" java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3
}
