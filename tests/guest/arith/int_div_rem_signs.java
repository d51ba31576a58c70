// idiv truncates toward zero and irem takes the sign of the dividend.
public class int_div_rem_signs {
    static void show(int a, int b) {
        System.out.println(a + " / " + b + " = " + (a / b) + ", " + a + " % " + b + " = " + (a % b));
    }

    public static void main(String[] args) {
        show(7, 2);
        // expect: 7 / 2 = 3, 7 % 2 = 1
        show(-7, 2);
        // expect: -7 / 2 = -3, -7 % 2 = -1
        show(7, -2);
        // expect: 7 / -2 = -3, 7 % -2 = 1
        show(-7, -2);
        // expect: -7 / -2 = 3, -7 % -2 = -1
        show(0, 5);
        // expect: 0 / 5 = 0, 0 % 5 = 0
        show(1, 3);
        // expect: 1 / 3 = 0, 1 % 3 = 1
        show(Integer.MAX_VALUE, 10);
        // expect: 2147483647 / 10 = 214748364, 2147483647 % 10 = 7
        show(Integer.MIN_VALUE, 10);
        // expect: -2147483648 / 10 = -214748364, -2147483648 % 10 = -8
    }
}
