// The + operator on strings with every operand type, null, and evaluation order.
public class concat_operator {
    public static void main(String[] args) {
        String n = null;
        System.out.println("s" + 1 + 2);
        // expect: s12
        System.out.println(1 + 2 + "s");
        // expect: 3s
        System.out.println("c" + 'x' + 1L + 2.5f + 3.0 + true + n);
        // expect: cx12.53.0truenull
        System.out.println('a' + 'b' + "!");
        // expect: 195!
        char[] cs = { 'h', 'i' };
        System.out.println("chars " + String.valueOf(cs));
        // expect: chars hi
        String s = "x";
        s += 5;
        s += 'y';
        s += null;
        System.out.println(s);
        // expect: x5ynull
        System.out.println("" + Long.MIN_VALUE + Integer.MIN_VALUE);
        // expect: -9223372036854775808-2147483648
    }
}
