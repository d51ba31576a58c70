// matches, replaceAll and replaceFirst with the same subset of patterns as split: literals,
// classes, escapes and '+', '*', '?' (greedy, backtracking), plus backslash escapes in the
// replacement text.
public class regex_subset_matches_replace {
    public static void main(String[] args) {
        String[] inputs = {"", "abc", "123", "a1", "hello world", "  ", "x.y"};
        String[] patterns = {"abc", "\\d+", "[a-z]+", "[a-z]+\\d", "\\w*", ".*", "\\s+", "x\\.y",
            "[^ ]+ [^ ]+", "a?b?c?", "\\d*\\d", "[a-z]*[a-z]"};
        for (int i = 0; i < inputs.length; i++) {
            StringBuilder sb = new StringBuilder("\"" + inputs[i] + "\":");
            for (int j = 0; j < patterns.length; j++) {
                sb.append(' ').append(inputs[i].matches(patterns[j]) ? 'T' : 'F');
            }
            System.out.println(sb);
        }
        System.out.println("a  b   c".replaceAll("\\s+", " "));
        System.out.println("a  b   c".replaceFirst("\\s+", "_"));
        System.out.println("2024-01-15".replaceAll("\\d", "#"));
        System.out.println("2024-01-15".replaceAll("-", "/"));
        System.out.println("a.b.c".replaceAll("\\.", "\\\\"));
        System.out.println("abc".replaceAll("", "-"));
        System.out.println("abc".replaceAll("x*", "-"));
        System.out.println("aaa".replaceAll("a*", "X"));
        System.out.println("hello".replaceAll("l+", "L"));
        System.out.println("hello".replaceAll("[aeiou]", ""));
        System.out.println("hello".replaceFirst("[aeiou]", "*"));
        System.out.println("nothing here".replaceAll("\\d+", "N"));
        System.out.println("tabs\tand\nlines".replaceAll("[\\t\\n]", " "));
        System.out.println("x".replaceAll(".", "\\$"));
        try {
            "x".replaceAll(".", "\\");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
    }
}

// JDK 17 prints:
// expect: "": F F F F T T F F F T F F
// expect: "abc": T F T F T T F F F T F T
// expect: "123": F T F F T T F F F F T F
// expect: "a1": F F F T T T F F F F F F
// expect: "hello world": F F F F F T F F T F F F
// expect: "  ": F F F F F T T F F F F F
// expect: "x.y": F F F F F T F T F F F F
// expect: a b c
// expect: a_b   c
// expect: ####-##-##
// expect: 2024/01/15
// expect: a\b\c
// expect: -a-b-c-
// expect: -a-b-c-
// expect: XX
// expect: heLo
// expect: hll
// expect: h*llo
// expect: nothing here
// expect: tabs and lines
// expect: $
// expect: IllegalArgumentException: character to be escaped is missing
