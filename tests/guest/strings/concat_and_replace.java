// concat, replace(char, char) and replace(CharSequence, CharSequence).
public class concat_and_replace {
    public static void main(String[] args) {
        System.out.println("foo".concat("bar") + " " + "foo".concat("").length());
        // expect: foobar 3
        System.out.println("banana".replace('a', 'o'));
        // expect: bonono
        System.out.println("banana".replace('x', 'y') + " " + "banana".replace("na", "NA"));
        // expect: banana baNANA
        System.out.println("aaaa".replace("aa", "b"));
        // expect: bb
        System.out.println("abc".replace("", "-"));
        // expect: -a-b-c-
        System.out.println("a.b.c".replace(".", "") + " " + "x".replace("x", "xyz"));
        // expect: abc xyz
        String s = "immutable";
        s.replace('m', 'M');
        System.out.println(s);
        // expect: immutable
    }
}
