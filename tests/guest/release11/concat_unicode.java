// Non-ASCII text in indified concatenation: literal recipe text with é, 中文 and a supplementary
// character (𝄞, stored in the class file's modified UTF-8 as two 3-byte surrogates, which the
// recipe must decode to the same two chars), char arguments above U+007F and both halves of a
// surrogate pair passed as separate char arguments, a Character box, and String arguments
// holding the same text. Lengths and code points show the chars as well as the printed text.
public class concat_unicode {
    public static void main(String[] args) {
        int n = 3;
        String accented = "café " + n + " crème";
        String chinese = "中文" + n + "字";
        String clef = "𝄞" + n + "𝄞";
        System.out.println(accented + " " + accented.length());
        System.out.println(chinese + " " + chinese.length());
        System.out.println(clef + " " + clef.length() + " " + clef.codePointCount(0, clef.length()) + " "
                + Integer.toHexString(clef.codePointAt(0)));

        char e = 'é';
        char zhong = '中';
        char high = '\uD834';
        char low = '\uDD1E';
        Character boxed = 'ß';
        String fromChars = "[" + e + zhong + high + low + boxed + "]";
        System.out.println(fromChars + " " + fromChars.length() + " " + fromChars.equals("[é中𝄞ß]"));

        String word = "naïve";
        String mixed = word + "→" + chinese + "|" + clef + "|" + word.length();
        System.out.println(mixed);
        StringBuilder codes = new StringBuilder();
        for (int i = 0; i < mixed.length(); i++) {
            codes.append(Integer.toHexString(mixed.charAt(i))).append(i + 1 < mixed.length() ? " " : "");
        }
        System.out.println(codes);
        String greek = "";
        for (char c = 'α'; c <= 'ε'; c++) {
            greek += c;
        }
        System.out.println(greek + " " + greek.length() + " " + ("Ω" + greek + "Ω").length());
    }
    // expect: café 3 crème 12
    // expect: 中文3字 4
    // expect: 𝄞3𝄞 5 3 1d11e
    // expect: [é中𝄞ß] 7 true
    // expect: naïve→中文3字|𝄞3𝄞|5
    // expect: 6e 61 ef 76 65 2192 4e2d 6587 33 5b57 7c d834 dd1e 33 d834 dd1e 7c 35
    // expect: αβγδε 5 7
}
