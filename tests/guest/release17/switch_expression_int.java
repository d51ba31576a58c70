// Java 14 switch expressions on int: arrow labels, several constants per label, yield from a block.
public class switch_expression_int {
    static String size(int n) {
        return switch (n) {
            case 0 -> "none";
            case 1, 2, 3 -> "few";
            case 100 -> "hundred";
            default -> {
                String s = n < 0 ? "negative" : "many";
                yield s + "(" + n + ")";
            }
        };
    }

    static int days(int month, boolean leap) {
        return switch (month) {
            case 2: yield leap ? 29 : 28;
            case 4: case 6: case 9: case 11: yield 30;
            default: yield 31;
        };
    }

    public static void main(String[] args) {
        System.out.println(size(0) + " " + size(2) + " " + size(100) + " " + size(7) + " " + size(-5));
        // expect: none few hundred many(7) negative(-5)
        int total = 0;
        for (int m = 1; m <= 12; m++) total += days(m, true);
        System.out.println(total);
        // expect: 366
    }
}
