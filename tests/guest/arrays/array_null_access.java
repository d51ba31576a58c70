// arraylength, xaload and xastore on a null array reference throw NullPointerException.
public class array_null_access {
    static int[] none() { return null; }

    public static void main(String[] args) {
        int[] a = none();
        try {
            System.out.println(a.length);
        } catch (NullPointerException e) {
            System.out.println("length: " + e.getClass().getName());
        }
        // expect: length: java.lang.NullPointerException
        try {
            System.out.println(a[0]);
        } catch (NullPointerException e) {
            System.out.println("load: NPE");
        }
        // expect: load: NPE
        try {
            a[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("store: NPE");
        }
        // expect: store: NPE
        Object[][] grid = new Object[2][];
        try {
            grid[1][0] = "x";
        } catch (NullPointerException e) {
            System.out.println("row: NPE");
        }
        // expect: row: NPE
    }
}
