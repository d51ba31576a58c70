// String.split with literal separators (one char, escaped metacharacters, several chars): empty
// leading parts kept, trailing ones removed for limit 0, kept for a negative limit, and at most
// limit parts with the rest left unsplit for a positive one.
public class split_literal_and_limit {
    static void show(String s, String regex, int limit) {
        String[] parts = s.split(regex, limit);
        StringBuilder sb = new StringBuilder();
        sb.append('"').append(s).append("\".split(\"").append(regex).append("\", ").append(limit)
                .append(") -> ").append(parts.length).append(" [");
        for (int i = 0; i < parts.length; i++) {
            sb.append(i == 0 ? "" : "|").append(parts[i]);
        }
        System.out.println(escape(sb.append(']').toString()));
    }

    /** Control characters as Java escapes, so each result stays on one line. */
    static String escape(String s) {
        return s.replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t");
    }

    public static void main(String[] args) {
        String[] inputs = {"a,b,c", "a,,b,,", ",a,b", ",,,", ",", "", "abc", "a,b,c,,,d,,", "a,b"};
        int[] limits = {0, -1, 1, 2, 3, 10};
        for (int i = 0; i < inputs.length; i++) {
            for (int j = 0; j < limits.length; j++) {
                show(inputs[i], ",", limits[j]);
            }
        }
        show("1.2.3", "\\.", 0);
        show("a|b||c|", "\\|", 0);
        show("a|b||c|", "\\|", -1);
        show("x$y$z", "\\$", 0);
        show("a\\b\\c", "\\\\", 0);
        show("2024-01-15", "-", 0);
        show("one::two::::three::", "::", 0);
        show("one::two::::three::", "::", -1);
        show("a, b, c", ", ", 0);
        show("aaa", "a", 0);
        show("aaa", "a", -1);
        show("baaab", "aa", 0);
        show("key=value=more", "=", 2);
        show("tab\tseparated\tvalues", "\t", 0);
        show("héllo wörld ünïcode", " ", 0);
        show("abc", "", 0);
        show("abc", "", 2);
        show("abc", "", -1);
        show("", "", 0);
        show("a/b", "/", 0);
        show("a;b", ";", 0);
    }
}

// JDK 17 prints:

// JDK 17 prints:
// expect: "a,b,c".split(",", 0) -> 3 [a|b|c]
// expect: "a,b,c".split(",", -1) -> 3 [a|b|c]
// expect: "a,b,c".split(",", 1) -> 1 [a,b,c]
// expect: "a,b,c".split(",", 2) -> 2 [a|b,c]
// expect: "a,b,c".split(",", 3) -> 3 [a|b|c]
// expect: "a,b,c".split(",", 10) -> 3 [a|b|c]
// expect: "a,,b,,".split(",", 0) -> 3 [a||b]
// expect: "a,,b,,".split(",", -1) -> 5 [a||b||]
// expect: "a,,b,,".split(",", 1) -> 1 [a,,b,,]
// expect: "a,,b,,".split(",", 2) -> 2 [a|,b,,]
// expect: "a,,b,,".split(",", 3) -> 3 [a||b,,]
// expect: "a,,b,,".split(",", 10) -> 5 [a||b||]
// expect: ",a,b".split(",", 0) -> 3 [|a|b]
// expect: ",a,b".split(",", -1) -> 3 [|a|b]
// expect: ",a,b".split(",", 1) -> 1 [,a,b]
// expect: ",a,b".split(",", 2) -> 2 [|a,b]
// expect: ",a,b".split(",", 3) -> 3 [|a|b]
// expect: ",a,b".split(",", 10) -> 3 [|a|b]
// expect: ",,,".split(",", 0) -> 0 []
// expect: ",,,".split(",", -1) -> 4 [|||]
// expect: ",,,".split(",", 1) -> 1 [,,,]
// expect: ",,,".split(",", 2) -> 2 [|,,]
// expect: ",,,".split(",", 3) -> 3 [||,]
// expect: ",,,".split(",", 10) -> 4 [|||]
// expect: ",".split(",", 0) -> 0 []
// expect: ",".split(",", -1) -> 2 [|]
// expect: ",".split(",", 1) -> 1 [,]
// expect: ",".split(",", 2) -> 2 [|]
// expect: ",".split(",", 3) -> 2 [|]
// expect: ",".split(",", 10) -> 2 [|]
// expect: "".split(",", 0) -> 1 []
// expect: "".split(",", -1) -> 1 []
// expect: "".split(",", 1) -> 1 []
// expect: "".split(",", 2) -> 1 []
// expect: "".split(",", 3) -> 1 []
// expect: "".split(",", 10) -> 1 []
// expect: "abc".split(",", 0) -> 1 [abc]
// expect: "abc".split(",", -1) -> 1 [abc]
// expect: "abc".split(",", 1) -> 1 [abc]
// expect: "abc".split(",", 2) -> 1 [abc]
// expect: "abc".split(",", 3) -> 1 [abc]
// expect: "abc".split(",", 10) -> 1 [abc]
// expect: "a,b,c,,,d,,".split(",", 0) -> 6 [a|b|c|||d]
// expect: "a,b,c,,,d,,".split(",", -1) -> 8 [a|b|c|||d||]
// expect: "a,b,c,,,d,,".split(",", 1) -> 1 [a,b,c,,,d,,]
// expect: "a,b,c,,,d,,".split(",", 2) -> 2 [a|b,c,,,d,,]
// expect: "a,b,c,,,d,,".split(",", 3) -> 3 [a|b|c,,,d,,]
// expect: "a,b,c,,,d,,".split(",", 10) -> 8 [a|b|c|||d||]
// expect: "a,b".split(",", 0) -> 2 [a|b]
// expect: "a,b".split(",", -1) -> 2 [a|b]
// expect: "a,b".split(",", 1) -> 1 [a,b]
// expect: "a,b".split(",", 2) -> 2 [a|b]
// expect: "a,b".split(",", 3) -> 2 [a|b]
// expect: "a,b".split(",", 10) -> 2 [a|b]
// expect: "1.2.3".split("\.", 0) -> 3 [1|2|3]
// expect: "a|b||c|".split("\|", 0) -> 4 [a|b||c]
// expect: "a|b||c|".split("\|", -1) -> 5 [a|b||c|]
// expect: "x$y$z".split("\$", 0) -> 3 [x|y|z]
// expect: "a\b\c".split("\\", 0) -> 3 [a|b|c]
// expect: "2024-01-15".split("-", 0) -> 3 [2024|01|15]
// expect: "one::two::::three::".split("::", 0) -> 4 [one|two||three]
// expect: "one::two::::three::".split("::", -1) -> 5 [one|two||three|]
// expect: "a, b, c".split(", ", 0) -> 3 [a|b|c]
// expect: "aaa".split("a", 0) -> 0 []
// expect: "aaa".split("a", -1) -> 4 [|||]
// expect: "baaab".split("aa", 0) -> 2 [b|ab]
// expect: "key=value=more".split("=", 2) -> 2 [key|value=more]
// expect: "tab\tseparated\tvalues".split("\t", 0) -> 3 [tab|separated|values]
// expect: "héllo wörld ünïcode".split(" ", 0) -> 3 [héllo|wörld|ünïcode]
// expect: "abc".split("", 0) -> 3 [a|b|c]
// expect: "abc".split("", 2) -> 2 [a|bc]
// expect: "abc".split("", -1) -> 4 [a|b|c|]
// expect: "".split("", 0) -> 1 []
// expect: "a/b".split("/", 0) -> 2 [a|b]
// expect: "a;b".split(";", 0) -> 2 [a|b]
