// A supplementary character is two UTF-16 chars; codePointAt and Character helpers see one code point.
public class surrogate_pairs {
    public static void main(String[] args) {
        String s = "a\uD834\uDD1Eb";
        System.out.println(s.length());
        // expect: 4
        System.out.println(Integer.toHexString(s.charAt(1)) + " " + Integer.toHexString(s.charAt(2)));
        // expect: d834 dd1e
        System.out.println(Integer.toHexString(s.codePointAt(1)));
        // expect: 1d11e
        System.out.println(Character.isHighSurrogate(s.charAt(1)) + " " + Character.isLowSurrogate(s.charAt(2)));
        // expect: true true
        System.out.println(s.codePointCount(0, s.length()));
        // expect: 3
        System.out.println(s);
        // expect: a𝄞b
        System.out.println(new String(Character.toChars(0x1F600)) + " " + Character.charCount(0x1F600));
        // expect: 😀 2
        System.out.println(s.indexOf(0x1D11E));
        // expect: 1
    }
}
