// Nested loops over 2-D arrays: matrix multiplication with int and double elements.
public class matrix_multiply {
    static long[][] mul(long[][] a, long[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        long[][] c = new long[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                for (int x = 0; x < k; x++)
                    c[i][j] += a[i][x] * b[x][j];
        return c;
    }

    public static void main(String[] args) {
        long[][] fib = { { 1, 1 }, { 1, 0 } };
        long[][] r = { { 1, 0 }, { 0, 1 } };
        for (int i = 0; i < 90; i++) r = mul(r, fib);
        System.out.println(r[0][1]);
        // expect: 2880067194370816120
        long[][] a = { { 1, 2, 3 }, { 4, 5, 6 } };
        long[][] b = { { 7, 8 }, { 9, 10 }, { 11, 12 } };
        long[][] c = mul(a, b);
        System.out.println(c[0][0] + " " + c[0][1] + " " + c[1][0] + " " + c[1][1]);
        // expect: 58 64 139 154
        double[][] rot = { { 0, -1 }, { 1, 0 } };
        // Four quarter turns return to (1, 0); the zero picks up a sign from -0.0 + -0.0 on the way.
        double x = 1, y = 0;
        for (int i = 0; i < 4; i++) {
            double nx = rot[0][0] * x + rot[0][1] * y, ny = rot[1][0] * x + rot[1][1] * y;
            x = nx;
            y = ny;
        }
        System.out.println(x + " " + y);
        // expect: 1.0 -0.0
    }
}
