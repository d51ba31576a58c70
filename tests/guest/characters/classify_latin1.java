// Character classification for Latin-1 characters: accented letters, ¡, ×, ÷, ª, µ, no-break space.
public class classify_latin1 {
    static String flags(char c) {
        return "" + (Character.isLetter(c) ? 'L' : '-') + (Character.isUpperCase(c) ? 'U' : '-')
                + (Character.isLowerCase(c) ? 'l' : '-') + (Character.isWhitespace(c) ? 'W' : '-')
                + (Character.isDigit(c) ? 'D' : '-');
    }

    public static void main(String[] args) {
        char[] samples = { 'é', 'É', 'ß', 'ÿ', '×', '÷', '¡', 'ª', 'µ', '\u00A0', '\u0085', '²' };
        StringBuilder sb = new StringBuilder();
        for (char c : samples) sb.append(flags(c)).append(' ');
        System.out.println(sb.toString().trim());
        // expect: L-l-- LU--- L-l-- L-l-- ----- ----- ----- L-l-- L-l-- ----- ----- -----
        int letters = 0, upper = 0, lower = 0;
        for (int c = 128; c < 256; c++) {
            if (Character.isLetter((char) c)) letters++;
            if (Character.isUpperCase((char) c)) upper++;
            if (Character.isLowerCase((char) c)) lower++;
        }
        System.out.println(letters + " " + upper + " " + lower);
        // expect: 65 30 35
    }
}
