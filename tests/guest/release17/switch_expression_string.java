// Switch expressions on String and char, used directly as values in larger expressions.
public class switch_expression_string {
    static int score(String word) {
        return switch (word) {
            case "gold" -> 3;
            case "silver" -> 2;
            case "bronze" -> 1;
            default -> 0;
        };
    }

    static String kind(char c) {
        return switch (c) {
            case 'a', 'e', 'i', 'o', 'u' -> "vowel";
            case ' ' -> "space";
            default -> Character.isDigit(c) ? "digit" : "other";
        };
    }

    public static void main(String[] args) {
        String[] medals = { "gold", "tin", "bronze", "silver", "gold" };
        int total = 0;
        for (String m : medals) total += score(m) * 10;
        System.out.println(total);
        // expect: 90
        System.out.println(kind('e') + " " + kind(' ') + " " + kind('7') + " " + kind('z'));
        // expect: vowel space digit other
    }
}
