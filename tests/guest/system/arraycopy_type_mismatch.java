// System.arraycopy between incompatible array types throws ArrayStoreException with the JDK 17 messages.
public class arraycopy_type_mismatch {
    static void copy(Object src, Object dst, int n) {
        try {
            System.arraycopy(src, 0, dst, 0, n);
            System.out.println("copied");
        } catch (ArrayStoreException e) {
            System.out.println(e.getMessage());
        }
    }

    public static void main(String[] args) {
        copy(new int[1], new String[1], 1);
        // expect: arraycopy: type mismatch: can not copy int[] into object array[]
        copy(new String[1], new int[1], 1);
        // expect: arraycopy: type mismatch: can not copy object array[] into int[]
        copy(new long[1], new int[1], 1);
        // expect: arraycopy: type mismatch: can not copy long[] into int[]
        copy("text", new String[1], 1);
        // expect: arraycopy: source type java.lang.String is not an array
        copy(new String[1], "text", 1);
        // expect: arraycopy: destination type java.lang.String is not an array
        copy(new String[] { "s" }, new CharSequence[1], 1);
        // expect: copied
        // Elements before the first incompatible one are copied.
        Object[] mixed = { "a", Integer.valueOf(1), "c" };
        String[] dst = new String[3];
        copy(mixed, dst, 3);
        // expect: arraycopy: element type mismatch: can not cast one of the elements of java.lang.Object[] to the type of the destination array, java.lang.String
        System.out.println(dst[0] + " " + dst[1] + " " + dst[2]);
        // expect: a null null
        try {
            System.arraycopy(null, 0, dst, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("null source: NPE");
        }
        // expect: null source: NPE
    }
}
