// Character.digit and forDigit across radixes, with invalid digits and radixes.
public class digit_and_for_digit {
    public static void main(String[] args) {
        System.out.println(Character.digit('7', 10) + " " + Character.digit('a', 16) + " " + Character.digit('F', 16) + " " + Character.digit('z', 36));
        // expect: 7 10 15 35
        System.out.println(Character.digit('8', 8) + " " + Character.digit('g', 16) + " " + Character.digit('5', 37) + " " + Character.digit('-', 10));
        // expect: -1 -1 -1 -1
        System.out.println(Character.forDigit(7, 10) + "" + Character.forDigit(11, 16) + Character.forDigit(35, 36));
        // expect: 7bz
        System.out.println((int) Character.forDigit(10, 10) + " " + (int) Character.forDigit(1, 99));
        // expect: 0 0
        System.out.println(Character.getNumericValue('9') + " " + Character.getNumericValue('Z') + " " + Character.getNumericValue('-'));
        // expect: 9 35 -1
        System.out.println(Character.MIN_RADIX + " " + Character.MAX_RADIX);
        // expect: 2 36
    }
}
