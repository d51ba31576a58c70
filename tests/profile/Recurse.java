// A recursive program whose calling contexts are worked out by hand in
// tests/profile/check_outputs.py: depth(3) calls itself down to depth(0).
public class Recurse {
    static int depth(int n) {
        if (n == 0) {
            return 0;
        }
        return 1 + depth(n - 1);
    }

    public static void main(String[] args) {
        int r = depth(3);
        if (r != 3) {
            throw new Error("depth(3) = " + r);
        }
    }
}
