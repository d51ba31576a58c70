// StringBuilder.delete and deleteCharAt, including an end past the length and empty ranges.
public class delete_ops {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("0123456789");
        sb.delete(2, 5);
        System.out.println(sb);
        // expect: 0156789
        sb.deleteCharAt(0);
        sb.deleteCharAt(sb.length() - 1);
        System.out.println(sb);
        // expect: 15678
        sb.delete(3, 100);
        System.out.println(sb);
        // expect: 156
        sb.delete(1, 1);
        System.out.println(sb + " " + sb.length());
        // expect: 156 3
        try {
            sb.deleteCharAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        // expect: index 3, length 3
        try {
            sb.delete(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        // expect: start 2, end 1, length 3
        sb.delete(0, sb.length());
        System.out.println("[" + sb + "]");
        // expect: []
    }
}
