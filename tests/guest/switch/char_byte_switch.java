// switch on char, byte and short keys (widened to int), including negative byte keys.
public class char_byte_switch {
    static String kind(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "v";
            case ' ': return "_";
            default: return "c";
        }
    }

    static int level(byte b) {
        switch (b) {
            case -128: return 0;
            case -1: return 1;
            case 0: return 2;
            case 127: return 3;
            default: return 9;
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (char c : "java vm".toCharArray()) sb.append(kind(c));
        System.out.println(sb);
        // expect: cvcv_cc
        System.out.println(level((byte) -128) + "" + level((byte) 255) + level((byte) 0) + level((byte) 127) + level((byte) 5));
        // expect: 01239
        short s = -300;
        switch (s) {
            case -300: System.out.println("short -300"); break;
            default: System.out.println("default");
        }
        // expect: short -300
    }
}
