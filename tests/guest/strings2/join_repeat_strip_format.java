// String.join over arrays and an Iterable, repeat, strip/isBlank, format/formatted and the
// valueOf overloads, compareToIgnoreCase and equalsIgnoreCase.
import java.util.Iterator;

public class join_repeat_strip_format {
    /** An Iterable over a fixed array, since the collections are not needed here. */
    static class JrsWords implements Iterable<CharSequence> {
        final CharSequence[] words;

        JrsWords(CharSequence... words) {
            this.words = words;
        }

        public Iterator<CharSequence> iterator() {
            return new Iterator<CharSequence>() {
                int i;

                public boolean hasNext() {
                    return i < words.length;
                }

                public CharSequence next() {
                    return words[i++];
                }
            };
        }
    }

    public static void main(String[] args) {
        System.out.println(String.join(", ", "a", "b", "c"));
        System.out.println("[" + String.join(", ") + "]");
        System.out.println(String.join("-", "x", null, new StringBuilder("sb")));
        System.out.println(String.join(new StringBuilder("/"), new JrsWords("usr", "local", "bin")));
        System.out.println("[" + String.join("/", new JrsWords()) + "]");
        try {
            String.join(null, "a");
        } catch (NullPointerException e) {
            System.out.println("join(null, ...): NullPointerException");
        }
        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|" + "".repeat(5) + "|");
        try {
            "a".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        String padded = " \t\u2003 text \u2003\n";
        System.out.println("[" + padded.strip() + "][" + padded.trim().length() + "]["
                + padded.stripLeading().length() + "][" + padded.stripTrailing().length() + "]");
        System.out.println("   ".isBlank() + " " + "".isBlank() + " " + " x ".isBlank() + " " + "".isEmpty());
        System.out.println(String.format("%s=%d (%.1f%%)", "ratio", 3, 37.5));
        System.out.println("%08.3f|%-6s|%x".formatted(-3.14159, "ab", 255));
        System.out.println(String.valueOf(true) + String.valueOf('c') + String.valueOf(12)
                + String.valueOf(-7L) + String.valueOf(1.5f) + String.valueOf(2.5)
                + String.valueOf((Object) null) + String.valueOf(new char[] {'x', 'y', 'z'})
                + String.valueOf(new char[] {'a', 'b', 'c', 'd'}, 1, 2)
                + String.copyValueOf(new char[] {'q'}));
        System.out.println("apple".compareToIgnoreCase("APPLE") + " " + "apple".compareToIgnoreCase("Banana")
                + " " + "Zebra".compareToIgnoreCase("apple") + " " + "ß".compareToIgnoreCase("SS"));
        System.out.println("Hello".equalsIgnoreCase("hELLO") + " " + "Hello".equalsIgnoreCase(null)
                + " " + "Straße".regionMatches(true, 0, "STRASSE", 0, 4));
        System.out.println("contains: " + "haystack".contains("st") + " " + "haystack".contains("")
                + " " + "haystack".contains(new StringBuilder("yst")) + " " + "a".contains("ab"));
        System.out.println("a.b.c".replace(".", "::") + " " + "aaa".replace("a", "") + " "
                + "abc".replace("", "-") + " " + "abc".replace(new StringBuilder("b"), "B"));
    }
}

// JDK 17 prints:
// expect: a, b, c
// expect: []
// expect: x-null-sb
// expect: usr/local/bin
// expect: []
// expect: join(null, ...): NullPointerException
// expect: ababab|||
// expect: count is negative: -1
// expect: [text][8][7][8]
// expect: true true false true
// expect: ratio=3 (37.5%)
// expect: -003.142|ab    |ff
// expect: truec12-71.52.5nullxyzbcq
// expect: 0 -1 25 108
// expect: true false true
// expect: contains: true true true false
// expect: a::b::c  -a-b-c- aBc
