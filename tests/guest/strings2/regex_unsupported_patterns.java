// wwvm has no java.util.regex yet: patterns outside String's subset throw
// UnsupportedOperationException naming the pattern (the JDK would accept them).
// wwvm-only
public class regex_unsupported_patterns {
    public static void main(String[] args) {
        String[] patterns = {"(a|b)", "a|b", "^a", "a$", "a{2}", "a+?", "[a&&b]", "\\b", "\\1",
            "[[a]]", "[a", "*"};
        for (int i = 0; i < patterns.length; i++) {
            try {
                "a,b".split(patterns[i]);
                System.out.println(patterns[i] + " accepted");
            } catch (UnsupportedOperationException e) {
                System.out.println(e.getMessage());
            }
        }
        try {
            "abc".replaceAll("b", "$0");
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
        }
    }
}
// expect: regular expression not supported by wwvm (no java.util.regex yet): "(a|b)"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "a|b"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "^a"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "a$"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "a{2}"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "a+?"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "[a&&b]"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "\b"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "\1"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "[[a]]"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "[a"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "*"
// expect: regular expression not supported by wwvm (no java.util.regex yet): "$0"
