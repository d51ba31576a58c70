// System.arraycopy with bad positions or lengths throws ArrayIndexOutOfBoundsException and copies nothing.
public class arraycopy_bad_ranges {
    static void copy(Object src, int sp, Object dst, int dp, int n) {
        try {
            System.arraycopy(src, sp, dst, dp, n);
            System.out.println("copied");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] five = { 1, 2, 3, 4, 5 };
        int[] three = new int[3];
        copy(five, 3, five, 0, 4);
        // expect: arraycopy: last source index 7 out of bounds for int[5]
        copy(five, 0, three, 0, 4);
        // expect: arraycopy: last destination index 4 out of bounds for int[3]
        copy(five, -1, three, 0, 1);
        // expect: arraycopy: source index -1 out of bounds for int[5]
        copy(five, 0, three, -2, 1);
        // expect: arraycopy: destination index -2 out of bounds for int[3]
        copy(five, 0, three, 0, -1);
        // expect: arraycopy: length -1 is negative
        copy(new double[2], 0, new double[2], 0, 5);
        // expect: arraycopy: last source index 5 out of bounds for double[2]
        copy(new String[5], 2, new Object[5], 0, 4);
        // expect: arraycopy: last source index 6 out of bounds for object array[5]
        System.out.println(three[0] + three[1] + three[2]);
        // expect: 0
    }
}
