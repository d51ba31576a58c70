// Character.toUpperCase and toLowerCase for ASCII and Latin-1, and characters without a case.
public class case_conversion {
    public static void main(String[] args) {
        System.out.println(Character.toUpperCase('a') + "" + Character.toLowerCase('Q') + Character.toUpperCase('5') + Character.toLowerCase('!'));
        // expect: Aq5!
        System.out.println(Character.toUpperCase('é') + "" + Character.toLowerCase('Ü') + Character.toUpperCase('ñ'));
        // expect: ÉüÑ
        System.out.println((int) Character.toUpperCase('ÿ') + " " + (int) Character.toUpperCase('µ') + " " + Character.toUpperCase('ß'));
        // expect: 376 924 ß
        System.out.println(Character.toUpperCase((int) 'z') + " " + Character.toLowerCase((int) 'A'));
        // expect: 90 97
        StringBuilder sb = new StringBuilder();
        for (char c : "Hello, Wörld!".toCharArray())
            sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        System.out.println(sb);
        // expect: hELLO, wÖRLD!
    }
}
