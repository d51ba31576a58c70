// Using the value of an array store in an expression (dup_x2 for int/ref, dup2_x2 for long/double).
public class array_store_chains {
    public static void main(String[] args) {
        int[] ia = new int[2];
        int v = ia[1] = 17;
        System.out.println(v + " " + ia[1]);
        // expect: 17 17
        long[] la = new long[2];
        long w = la[0] = 1L << 50;
        System.out.println(w == la[0]);
        // expect: true
        double[] da = new double[1];
        double z = da[0] = -2.5;
        System.out.println(z + da[0]);
        // expect: -5.0
        String[] sa = new String[1];
        System.out.println((sa[0] = "stored") + "/" + sa[0]);
        // expect: stored/stored
        long[] l2 = new long[3];
        l2[0] = l2[1] = l2[2] = 8L;
        System.out.println(l2[0] + l2[1] + l2[2]);
        // expect: 24
    }
}
