// System.arraycopy between distinct arrays of primitives and references, including zero-length copies.
public class arraycopy_basic {
    public static void main(String[] args) {
        int[] src = { 1, 2, 3, 4, 5 };
        int[] dst = new int[7];
        System.arraycopy(src, 1, dst, 2, 3);
        StringBuilder sb = new StringBuilder();
        for (int v : dst) sb.append(v);
        System.out.println(sb);
        // expect: 0023400
        String[] names = { "a", "b", "c" };
        Object[] objs = new Object[3];
        System.arraycopy(names, 0, objs, 0, 3);
        System.out.println(objs[0] + "" + objs[1] + objs[2] + " " + (objs[1] == names[1]));
        // expect: abc true
        char[] chars = "hello".toCharArray();
        char[] copy = new char[5];
        System.arraycopy(chars, 0, copy, 0, 5);
        System.out.println(new String(copy));
        // expect: hello
        System.arraycopy(src, 5, dst, 7, 0);
        System.out.println("zero-length at the ends is fine");
        // expect: zero-length at the ends is fine
        double[] d = { 1.5, 2.5 };
        double[] d2 = new double[2];
        System.arraycopy(d, 0, d2, 1, 1);
        long[] l = { Long.MIN_VALUE };
        long[] l2 = new long[1];
        System.arraycopy(l, 0, l2, 0, 1);
        System.out.println(d2[0] + " " + d2[1] + " " + l2[0]);
        // expect: 0.0 1.5 -9223372036854775808
    }
}
