// Integer addition and subtraction wrap around in two's complement (iadd, isub).
public class int_add_sub_overflow {
    static int add(int a, int b) { return a + b; }
    static int sub(int a, int b) { return a - b; }

    public static void main(String[] args) {
        System.out.println(add(2, 3));
        // expect: 5
        System.out.println(add(Integer.MAX_VALUE, 1));
        // expect: -2147483648
        System.out.println(add(Integer.MAX_VALUE, Integer.MAX_VALUE));
        // expect: -2
        System.out.println(sub(Integer.MIN_VALUE, 1));
        // expect: 2147483647
        System.out.println(sub(0, Integer.MIN_VALUE));
        // expect: -2147483648
        System.out.println(add(-7, -8));
        // expect: -15
        System.out.println(sub(-7, -8));
        // expect: 1
    }
}
