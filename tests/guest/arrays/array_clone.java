// clone() of an array copies the elements into a new array; nested arrays are shared (shallow).
public class array_clone {
    public static void main(String[] args) {
        int[] a = { 1, 2, 3 };
        int[] b = a.clone();
        b[0] = 100;
        System.out.println(a[0] + " " + b[0] + " " + (a != b) + " " + b.length);
        // expect: 1 100 true 3
        int[][] m = { { 1, 2 }, { 3, 4 } };
        int[][] mc = m.clone();
        mc[0][0] = 9;
        mc[1] = new int[] { 7 };
        System.out.println(m[0][0] + " " + m[1].length + " " + (m[0] == mc[0]));
        // expect: 9 2 true
        String[] s = { "x", "y" };
        String[] sc = s.clone();
        System.out.println(sc[1] + " " + sc.getClass().getName());
        // expect: y [Ljava.lang.String;
        double[] d = new double[0];
        System.out.println(d.clone().length);
        // expect: 0
        char[] c = { 'q' };
        System.out.println(c.clone()[0]);
        // expect: q
    }
}
