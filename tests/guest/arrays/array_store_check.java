// Arrays are covariant, so aastore checks the element type and throws ArrayStoreException.
public class array_store_check {
    public static void main(String[] args) {
        Object[] objs = new String[2];
        objs[0] = "fine";
        try {
            objs[1] = Integer.valueOf(1);
            System.out.println("stored");
        } catch (ArrayStoreException e) {
            System.out.println(e);
        }
        // expect: java.lang.ArrayStoreException: java.lang.Integer
        objs[1] = null;
        System.out.println(objs[0] + " " + objs[1]);
        // expect: fine null
        Number[] nums = new Integer[1];
        try {
            nums[0] = Long.valueOf(2);
        } catch (ArrayStoreException e) {
            System.out.println(e.getMessage());
        }
        // expect: java.lang.Long
        Object[][] grid = new String[1][];
        try {
            grid[0] = new Integer[1];
        } catch (ArrayStoreException e) {
            System.out.println(e.getMessage());
        }
        // expect: [Ljava.lang.Integer;
        CharSequence[] cs = new String[1];
        cs[0] = "ok";
        System.out.println(cs[0]);
        // expect: ok
    }
}
