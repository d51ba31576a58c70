// System.arraycopy within one array behaves as if copied through a temporary, in both directions.
public class arraycopy_overlapping {
    static String show(int[] a) {
        StringBuilder sb = new StringBuilder();
        for (int v : a) sb.append(v);
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] a = { 1, 2, 3, 4, 5, 6, 7 };
        System.arraycopy(a, 0, a, 2, 5);
        System.out.println(show(a));
        // expect: 1212345
        int[] b = { 1, 2, 3, 4, 5, 6, 7 };
        System.arraycopy(b, 2, b, 0, 5);
        System.out.println(show(b));
        // expect: 3456767
        String[] s = { "a", "b", "c", "d" };
        System.arraycopy(s, 0, s, 1, 3);
        System.out.println(s[0] + s[1] + s[2] + s[3]);
        // expect: aabc
        byte[] bytes = { 1, 2, 3 };
        System.arraycopy(bytes, 0, bytes, 0, 3);
        System.out.println(bytes[0] + bytes[1] + bytes[2]);
        // expect: 6
    }
}
