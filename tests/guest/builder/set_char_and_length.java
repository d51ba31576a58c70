// setCharAt, charAt and setLength (truncating and padding with '\0').
public class set_char_and_length {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("cat");
        sb.setCharAt(0, 'b');
        System.out.println(sb + " " + sb.charAt(2));
        // expect: bat t
        sb.setLength(2);
        System.out.println(sb + " " + sb.length());
        // expect: ba 2
        sb.setLength(4);
        System.out.println(sb.length() + " " + (int) sb.charAt(3) + " " + (sb.charAt(2) == '\0'));
        // expect: 4 0 true
        sb.setCharAt(2, 'r');
        sb.setCharAt(3, 'n');
        System.out.println(sb);
        // expect: barn
        sb.setLength(0);
        System.out.println(sb.length() + "[" + sb + "]");
        // expect: 0[]
        try {
            sb.setCharAt(0, 'x');
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName());
        }
        // expect: java.lang.StringIndexOutOfBoundsException
    }
}
