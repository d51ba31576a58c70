// Math.addExact/multiplyExact/toIntExact throw on overflow; floorDiv and floorMod round toward -infinity.
public class exact_and_floor_div {
    public static void main(String[] args) {
        System.out.println(Math.addExact(2, 3) + " " + Math.multiplyExact(1L << 31, 4L) + " " + Math.negateExact(-7));
        // expect: 5 8589934592 7
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        // expect: integer overflow
        try {
            Math.multiplyExact(Long.MAX_VALUE, 2L);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        // expect: long overflow
        try {
            Math.toIntExact(1L << 40);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        // expect: integer overflow
        System.out.println(Math.floorDiv(-7, 2) + " " + (-7 / 2) + " " + Math.floorMod(-7, 2) + " " + (-7 % 2));
        // expect: -4 -3 1 -1
        System.out.println(Math.floorMod(7, -2) + " " + Math.floorDiv(7L, -2L) + " " + Math.floorDiv(Integer.MIN_VALUE, -1));
        // expect: -1 -4 -2147483648
    }
}
