// ArrayIndexOutOfBoundsException messages, and catching it through its superclasses.
public class index_out_of_bounds {
    public static void main(String[] args) {
        int[] a = new int[3];
        try {
            a[5] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        // expect: Index 5 out of bounds for length 3
        try {
            String[][] grid = new String[1][1];
            System.out.println(grid[0][-2]);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        // expect: java.lang.ArrayIndexOutOfBoundsException: Index -2 out of bounds for length 1
        try {
            char[] c = new char[10];
            c[10] = 'x';
        } catch (RuntimeException e) {
            System.out.println(e.getMessage());
        }
        // expect: Index 10 out of bounds for length 10
    }
}
