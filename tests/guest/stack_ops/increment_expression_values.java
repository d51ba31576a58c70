// Pre- and post-increment values inside larger expressions, evaluated left to right.
public class increment_expression_values {
    public static void main(String[] args) {
        int i = 5;
        int r = i++ + ++i;
        System.out.println(r + " " + i);
        // expect: 12 7
        int j = 1;
        j = j++ + j++;
        System.out.println(j);
        // expect: 3
        int k = 10;
        k += k++ * 2;
        System.out.println(k);
        // expect: 30
        long m = 3;
        long n = m-- - --m;
        System.out.println(n + " " + m);
        // expect: 2 1
        int[] a = { 0, 0, 0 };
        int idx = 0;
        a[idx++] = idx++;
        System.out.println(a[0] + " " + a[1] + " " + idx);
        // expect: 1 0 2
        int x = 2;
        x = x * (x = 5) + x;
        System.out.println(x);
        // expect: 15
    }
}
