// char and byte operands are promoted to int in arithmetic; the result type drives printing.
public class char_promotion {
    public static void main(String[] args) {
        char c = 'A';
        System.out.println(c + 1);
        // expect: 66
        System.out.println((char) (c + 1));
        // expect: B
        System.out.println("" + c + 1);
        // expect: A1
        System.out.println(c + 'B');
        // expect: 131
        char d = c;
        d++;
        System.out.println(d);
        // expect: B
        byte x = 10, y = 20;
        int sum = x + y;
        System.out.println(sum);
        // expect: 30
        System.out.println('a' < 'b');
        // expect: true
        System.out.println((int) Character.MAX_VALUE);
        // expect: 65535
    }
}
