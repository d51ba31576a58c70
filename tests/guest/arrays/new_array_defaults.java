// newarray/anewarray fill every element with the type's zero value.
public class new_array_defaults {
    public static void main(String[] args) {
        boolean[] z = new boolean[2];
        byte[] b = new byte[2];
        char[] c = new char[2];
        short[] s = new short[2];
        int[] i = new int[2];
        long[] l = new long[2];
        float[] f = new float[2];
        double[] d = new double[2];
        String[] o = new String[2];
        System.out.println(z[1] + " " + b[1] + " " + (int) c[1] + " " + s[1]);
        // expect: false 0 0 0
        System.out.println(i[1] + " " + l[1] + " " + f[1] + " " + d[1] + " " + o[1]);
        // expect: 0 0 0.0 0.0 null
        int[] empty = new int[0];
        System.out.println(empty.length);
        // expect: 0
    }
}
