// char, byte and short constants and literal escapes.
public class char_and_short_constants {
    public static void main(String[] args) {
        char a = 'a', nl = '\n', tab = '\t', quote = '\'', back = '\\', uni = '\u0041';
        System.out.println((int) a + " " + (int) nl + " " + (int) tab + " " + quote + back + uni);
        // expect: 97 10 9 '\A
        byte b = -1;
        short s = 1000;
        System.out.println(b + " " + s);
        // expect: -1 1000
        System.out.println("tab[\t]".length() + " " + (int) "tab[\t]".charAt(4));
        // expect: 6 9
        System.out.println("octal \101\102 and \u0043");
        // expect: octal AB and C
        System.out.println(0x7f + " " + 017 + " " + 0b1010 + " " + 1_000_000);
        // expect: 127 15 10 1000000
    }
}
