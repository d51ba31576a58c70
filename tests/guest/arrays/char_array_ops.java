// char[] built, modified and turned into Strings; caload/castore are unsigned.
public class char_array_ops {
    public static void main(String[] args) {
        char[] cs = "hello".toCharArray();
        cs[0] = Character.toUpperCase(cs[0]);
        for (int i = 0; i < cs.length / 2; i++) {
            char t = cs[i];
            cs[i] = cs[cs.length - 1 - i];
            cs[cs.length - 1 - i] = t;
        }
        System.out.println(new String(cs));
        // expect: olleH
        char[] hi = new char[1];
        hi[0] = (char) 0xFFFF;
        System.out.println(hi[0] > 0);
        // expect: true
        char[] abc = new char[26];
        for (int i = 0; i < 26; i++) abc[i] = (char) ('a' + i);
        System.out.println(new String(abc, 23, 3));
        // expect: xyz
        System.out.println(String.valueOf(abc).length());
        // expect: 26
    }
}
