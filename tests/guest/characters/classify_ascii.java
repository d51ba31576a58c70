// Character.isDigit, isLetter, isLetterOrDigit, isWhitespace, isUpperCase, isLowerCase over ASCII.
public class classify_ascii {
    static String flags(char c) {
        return "" + (Character.isDigit(c) ? 'D' : '-') + (Character.isLetter(c) ? 'L' : '-')
                + (Character.isLetterOrDigit(c) ? 'A' : '-') + (Character.isWhitespace(c) ? 'W' : '-')
                + (Character.isUpperCase(c) ? 'U' : '-') + (Character.isLowerCase(c) ? 'l' : '-');
    }

    public static void main(String[] args) {
        char[] samples = { '0', '9', 'a', 'Z', ' ', '\t', '\n', '_', '$', '@', '\u001F', '\u007F' };
        for (char c : samples) System.out.println((int) c + " " + flags(c));
        // expect: 48 D-A---
        // expect: 57 D-A---
        // expect: 97 -LA--l
        // expect: 90 -LA-U-
        // expect: 32 ---W--
        // expect: 9 ---W--
        // expect: 10 ---W--
        // expect: 95 ------
        // expect: 36 ------
        // expect: 64 ------
        // expect: 31 ---W--
        // expect: 127 ------
        int letters = 0, digits = 0;
        for (int c = 0; c < 128; c++) {
            if (Character.isLetter((char) c)) letters++;
            if (Character.isDigit((char) c)) digits++;
        }
        System.out.println(letters + " " + digits);
        // expect: 52 10
    }
}
