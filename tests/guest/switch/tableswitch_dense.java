// A dense switch (tableswitch) with values below, inside and above the range.
public class tableswitch_dense {
    static String name(int d) {
        switch (d) {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            default: return "other(" + d + ")";
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = -1; i <= 6; i++) sb.append(name(i)).append(' ');
        System.out.println(sb.toString().trim());
        // expect: other(-1) zero one two three four five other(6)
        System.out.println(name(Integer.MIN_VALUE));
        // expect: other(-2147483648)
        System.out.println(name(Integer.MAX_VALUE));
        // expect: other(2147483647)
    }
}
