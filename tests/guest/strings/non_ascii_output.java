// Non-ASCII text is printed as UTF-8: Latin-1 accents, CJK and a supplementary character.
public class non_ascii_output {
    public static void main(String[] args) {
        System.out.println("café, naïve, über");
        // expect: café, naïve, über
        System.out.println("中文字符");
        // expect: 中文字符
        System.out.println("Grüße " + 'é' + '中');
        // expect: Grüße é中
        String emoji = "\uD83D\uDE00";
        System.out.println(emoji + " " + emoji.length());
        // expect: 😀 2
        System.out.print("no newline ");
        System.out.print('ü');
        System.out.println();
        // expect: no newline ü
        char[] cs = { 'Ω', 'ß' };
        System.out.println(cs);
        // expect: Ωß
    }
}
