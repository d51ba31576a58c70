// Varargs methods receive an array: empty, several values, an explicit array, or null.
public class varargs_calls {
    static String count(int... xs) {
        if (xs == null) return "null array";
        int s = 0;
        for (int x : xs) s += x;
        return xs.length + ":" + s;
    }

    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(sep);
            sb.append(parts[i]);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println(count() + " " + count(5) + " " + count(1, 2, 3));
        // expect: 0:0 1:5 3:6
        System.out.println(count(new int[] { 10, 20 }) + " " + count((int[]) null));
        // expect: 2:30 null array
        System.out.println(join("-", "a", 1, 'c', 2.5, null));
        // expect: a-1-c-2.5-null
        System.out.println(join(",", (Object[]) new String[] { "x", "y" }));
        // expect: x,y
    }
}
