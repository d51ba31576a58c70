// ArrayStoreException's message is the class name of the value that did not fit.
public class array_store_exception {
    public static void main(String[] args) {
        Object[] strings = new String[1];
        try {
            strings[0] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println(e);
        }
        // expect: java.lang.ArrayStoreException: java.lang.Integer
        Object[] ints = new Integer[1];
        try {
            ints[0] = new int[0];
        } catch (ArrayStoreException e) {
            System.out.println(e.getMessage());
        }
        // expect: [I
    }
}
