// new int[3][] creates only the outer dimension; rows can then have different lengths.
public class multianewarray_partial {
    public static void main(String[] args) {
        int[][] rows = new int[3][];
        System.out.println(rows.length + " " + (rows[0] == null));
        // expect: 3 true
        for (int i = 0; i < rows.length; i++) rows[i] = new int[i + 1];
        rows[2][2] = 7;
        System.out.println(rows[0].length + " " + rows[1].length + " " + rows[2].length + " " + rows[2][2]);
        // expect: 1 2 3 7
        double[][][] d = new double[2][2][];
        System.out.println((d[1][1] == null) + " " + d[1].length);
        // expect: true 2
        int[][] tri = { { 1 }, { 2, 3 }, { 4, 5, 6 } };
        int sum = 0;
        for (int[] r : tri) for (int v : r) sum += v;
        System.out.println(sum);
        // expect: 21
        Object[] asObjects = rows;
        System.out.println(asObjects[1] instanceof int[]);
        // expect: true
    }
}
