// NegativeArraySizeException carries the negative size as its message.
public class negative_array_size_exception {
    public static void main(String[] args) {
        int n = -1;
        try {
            byte[] b = new byte[n];
            System.out.println(b.length);
        } catch (NegativeArraySizeException e) {
            System.out.println(e);
        }
        // expect: java.lang.NegativeArraySizeException: -1
        try {
            Object[] o = new Object[n * 100];
            System.out.println(o.length);
        } catch (NegativeArraySizeException e) {
            System.out.println(e.getMessage());
        }
        // expect: -100
    }
}
