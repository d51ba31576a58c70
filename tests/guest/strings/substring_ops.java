// substring(begin) and substring(begin, end), including empty and whole-string results.
public class substring_ops {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println(s.substring(7));
        // expect: World
        System.out.println(s.substring(0, 5));
        // expect: Hello
        System.out.println("[" + s.substring(5, 5) + "]" + "[" + s.substring(12) + "]");
        // expect: [][]
        System.out.println(s.substring(0) == s);
        // expect: true
        System.out.println(s.substring(3, 9).substring(1, 3));
        // expect: o,
        System.out.println(s.subSequence(0, 4));
        // expect: Hell
    }
}
