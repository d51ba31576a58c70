// Character objects: valueOf, charValue, equals, compareTo, toString and char arithmetic through boxes.
public class character_boxes {
    public static void main(String[] args) {
        Character a = 'a';
        Character b = Character.valueOf('b');
        System.out.println(a.charValue() + " " + b + " " + a.compareTo(b) + " " + a.equals('a') + " " + a.equals("a"));
        // expect: a b -1 true false
        char next = (char) (a + 2);
        System.out.println(next + " " + Character.toString(next) + " " + String.valueOf(b).length());
        // expect: c c 1
        System.out.println(Character.isSpaceChar(' ') + " " + Character.isSpaceChar('\t') + " " + Character.isWhitespace('\u00A0'));
        // expect: true false false
        System.out.println(Character.isJavaIdentifierStart('$') + " " + Character.isJavaIdentifierStart('1') + " " + Character.isJavaIdentifierPart('1'));
        // expect: true false true
        System.out.println(Character.isISOControl('\n') + " " + Character.isISOControl('A'));
        // expect: true false
    }
}
