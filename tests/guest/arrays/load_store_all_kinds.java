// xaload/xastore for every element type, including values that need truncation on store.
public class load_store_all_kinds {
    public static void main(String[] args) {
        byte[] b = new byte[3];
        b[0] = (byte) 300; b[1] = -1; b[2] = 127;
        System.out.println(b[0] + " " + b[1] + " " + b[2]);
        // expect: 44 -1 127
        short[] s = { (short) 70000, -32768 };
        System.out.println(s[0] + " " + s[1]);
        // expect: 4464 -32768
        char[] c = { 'x', (char) 66 };
        System.out.println(c[0] + "" + c[1]);
        // expect: xB
        int[] i = { Integer.MIN_VALUE, 42 };
        System.out.println(i[0] + " " + i[1]);
        // expect: -2147483648 42
        long[] l = { Long.MAX_VALUE, -2 };
        System.out.println(l[0] + " " + l[1]);
        // expect: 9223372036854775807 -2
        float[] f = { 1.25f, Float.NaN };
        System.out.println(f[0] + " " + f[1]);
        // expect: 1.25 NaN
        double[] d = { -0.0, 1e300 };
        System.out.println(d[0] + " " + d[1]);
        // expect: -0.0 1.0E300
        Object[] o = { "str", null, i };
        System.out.println(o[0] + " " + o[1] + " " + (o[2] == i));
        // expect: str null true
    }
}
