// Assigning to a parameter changes only the callee's local copy, never the caller's variable.
public class parameter_assignment {
    static int bump(int x) { x += 10; return x; }
    static long bumpLong(long x) { x *= 2; return x; }
    static void reassign(int[] a) { a = new int[] { 99 }; }
    static void mutate(int[] a) { a[0] = 42; }

    public static void main(String[] args) {
        int v = 5;
        System.out.println(bump(v) + " " + v);
        // expect: 15 5
        long w = 21;
        System.out.println(bumpLong(w) + " " + w);
        // expect: 42 21
        int[] arr = { 1 };
        reassign(arr);
        System.out.println(arr[0]);
        // expect: 1
        mutate(arr);
        System.out.println(arr[0]);
        // expect: 42
    }
}
