// Chained assignments x = y = z keep the value on the stack with dup (dup2 for long/double).
public class assignment_chains {
    static int si;
    int fi;
    long fl;

    public static void main(String[] args) {
        int a, b, c;
        a = b = c = 7;
        System.out.println(a + b + c);
        // expect: 21
        long x, y;
        x = y = 1L << 35;
        System.out.println(x + y);
        // expect: 68719476736
        double d, e;
        d = e = 0.5;
        System.out.println(d + e);
        // expect: 1.0
        assignment_chains o = new assignment_chains();
        si = o.fi = a = 3;
        System.out.println(si + " " + o.fi + " " + a);
        // expect: 3 3 3
        long r = o.fl = 9L;
        System.out.println(r + o.fl);
        // expect: 18
        int[] arr = new int[2];
        arr[0] = arr[1] = si = 11;
        System.out.println(arr[0] + arr[1] + si);
        // expect: 33
    }
}
