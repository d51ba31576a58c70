// trim removes characters <= ' ' at both ends; toUpperCase/toLowerCase include Latin-1 letters.
public class trim_and_case {
    public static void main(String[] args) {
        System.out.println("[" + "  padded \t\n".trim() + "]");
        // expect: [padded]
        System.out.println("[" + "   ".trim() + "]" + "[" + "x".trim() + "]");
        // expect: [][x]
        System.out.println("[" + "\u0001ctrl\u0000".trim() + "]");
        // expect: [ctrl]
        System.out.println("Mixed Case 123".toUpperCase() + " " + "Mixed Case 123".toLowerCase());
        // expect: MIXED CASE 123 mixed case 123
        System.out.println("élan über".toUpperCase() + " " + "ÀÉÎÕÜ".toLowerCase());
        // expect: ÉLAN ÜBER àéîõü
        String lower = "already";
        System.out.println(lower.toLowerCase().equals(lower));
        // expect: true
    }
}
