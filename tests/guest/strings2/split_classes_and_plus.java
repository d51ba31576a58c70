// String.split with one character class or escape, optionally followed by '+' or '*':
// "\\s+", "[,;]", "[,;]+", "\\d", "[^a-z]+", "\\W+", ".", and leading separators.
public class split_classes_and_plus {
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
        String text = "  the quick\tbrown\n\nfox  jumps ";
        String[] regexes = {"\\s+", "\\s", " ", " +", "[ \\t\\n]+", "\\S+", "\\w+", "\\W+", "\\s*"};
        for (int i = 0; i < regexes.length; i++) {
            show(text, regexes[i], 0);
            show(text, regexes[i], -1);
            show(text, regexes[i], 3);
        }
        String csv = "a,b;c;;d,;e,";
        String[] seps = {"[,;]", "[,;]+", "[;,]", ";+", "[^a-z]", "[^a-z]+", "[^,;]+", "[a-c]"};
        for (int i = 0; i < seps.length; i++) {
            show(csv, seps[i], 0);
            show(csv, seps[i], -1);
        }
        show("a1b22c333d", "\\d", 0);
        show("a1b22c333d", "\\d+", 0);
        show("a1b22c333d", "[0-9]+", 2);
        show("a1b22c333d", "\\D+", 0);
        show("abc", ".", 0);
        show("abc", ".", -1);
        show("a.b-c_d", "[._-]", 0);
        show("a-b]c", "[\\]-]", 0);
        show("x1y", "[\\d]", 0);
        show("AbCdE", "[A-Z]", 0);
        show("AbCdE", "[a-z]?", 0);
        show("a+b+c", "\\+", 0);
        show("a*b**c", "\\*+", 0);
        show("a?b", "\\?", 0);
        show("(a)(b)", "[()]+", 0);
        show("😀a😀b", "[^ab]", 0);
        show("line1\r\nline2\nline3\r\n", "[\\r\\n]+", 0);
        show("x", "\\s+", 0);
        show("   ", "\\s+", 0);
        show("   ", "\\s+", -1);
        show("", "\\s+", 0);
    }
}

// JDK 17 prints:

// JDK 17 prints:
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\s+", 0) -> 6 [|the|quick|brown|fox|jumps]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\s+", -1) -> 7 [|the|quick|brown|fox|jumps|]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\s+", 3) -> 3 [|the|quick\tbrown\n\nfox  jumps ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\s", 0) -> 9 [||the|quick|brown||fox||jumps]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\s", -1) -> 10 [||the|quick|brown||fox||jumps|]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\s", 3) -> 3 [||the quick\tbrown\n\nfox  jumps ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split(" ", 0) -> 6 [||the|quick\tbrown\n\nfox||jumps]
// expect: "  the quick\tbrown\n\nfox  jumps ".split(" ", -1) -> 7 [||the|quick\tbrown\n\nfox||jumps|]
// expect: "  the quick\tbrown\n\nfox  jumps ".split(" ", 3) -> 3 [||the quick\tbrown\n\nfox  jumps ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split(" +", 0) -> 4 [|the|quick\tbrown\n\nfox|jumps]
// expect: "  the quick\tbrown\n\nfox  jumps ".split(" +", -1) -> 5 [|the|quick\tbrown\n\nfox|jumps|]
// expect: "  the quick\tbrown\n\nfox  jumps ".split(" +", 3) -> 3 [|the|quick\tbrown\n\nfox  jumps ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("[ \t\n]+", 0) -> 6 [|the|quick|brown|fox|jumps]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("[ \t\n]+", -1) -> 7 [|the|quick|brown|fox|jumps|]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("[ \t\n]+", 3) -> 3 [|the|quick\tbrown\n\nfox  jumps ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\S+", 0) -> 6 [  | |\t|\n\n|  | ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\S+", -1) -> 6 [  | |\t|\n\n|  | ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\S+", 3) -> 3 [  | |\tbrown\n\nfox  jumps ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\w+", 0) -> 6 [  | |\t|\n\n|  | ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\w+", -1) -> 6 [  | |\t|\n\n|  | ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\w+", 3) -> 3 [  | |\tbrown\n\nfox  jumps ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\W+", 0) -> 6 [|the|quick|brown|fox|jumps]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\W+", -1) -> 7 [|the|quick|brown|fox|jumps|]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\W+", 3) -> 3 [|the|quick\tbrown\n\nfox  jumps ]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\s*", 0) -> 27 [||t|h|e||q|u|i|c|k||b|r|o|w|n||f|o|x||j|u|m|p|s]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\s*", -1) -> 29 [||t|h|e||q|u|i|c|k||b|r|o|w|n||f|o|x||j|u|m|p|s||]
// expect: "  the quick\tbrown\n\nfox  jumps ".split("\s*", 3) -> 3 [||the quick\tbrown\n\nfox  jumps ]
// expect: "a,b;c;;d,;e,".split("[,;]", 0) -> 7 [a|b|c||d||e]
// expect: "a,b;c;;d,;e,".split("[,;]", -1) -> 8 [a|b|c||d||e|]
// expect: "a,b;c;;d,;e,".split("[,;]+", 0) -> 5 [a|b|c|d|e]
// expect: "a,b;c;;d,;e,".split("[,;]+", -1) -> 6 [a|b|c|d|e|]
// expect: "a,b;c;;d,;e,".split("[;,]", 0) -> 7 [a|b|c||d||e]
// expect: "a,b;c;;d,;e,".split("[;,]", -1) -> 8 [a|b|c||d||e|]
// expect: "a,b;c;;d,;e,".split(";+", 0) -> 4 [a,b|c|d,|e,]
// expect: "a,b;c;;d,;e,".split(";+", -1) -> 4 [a,b|c|d,|e,]
// expect: "a,b;c;;d,;e,".split("[^a-z]", 0) -> 7 [a|b|c||d||e]
// expect: "a,b;c;;d,;e,".split("[^a-z]", -1) -> 8 [a|b|c||d||e|]
// expect: "a,b;c;;d,;e,".split("[^a-z]+", 0) -> 5 [a|b|c|d|e]
// expect: "a,b;c;;d,;e,".split("[^a-z]+", -1) -> 6 [a|b|c|d|e|]
// expect: "a,b;c;;d,;e,".split("[^,;]+", 0) -> 6 [|,|;|;;|,;|,]
// expect: "a,b;c;;d,;e,".split("[^,;]+", -1) -> 6 [|,|;|;;|,;|,]
// expect: "a,b;c;;d,;e,".split("[a-c]", 0) -> 4 [|,|;|;;d,;e,]
// expect: "a,b;c;;d,;e,".split("[a-c]", -1) -> 4 [|,|;|;;d,;e,]
// expect: "a1b22c333d".split("\d", 0) -> 7 [a|b||c|||d]
// expect: "a1b22c333d".split("\d+", 0) -> 4 [a|b|c|d]
// expect: "a1b22c333d".split("[0-9]+", 2) -> 2 [a|b22c333d]
// expect: "a1b22c333d".split("\D+", 0) -> 4 [|1|22|333]
// expect: "abc".split(".", 0) -> 0 []
// expect: "abc".split(".", -1) -> 4 [|||]
// expect: "a.b-c_d".split("[._-]", 0) -> 4 [a|b|c|d]
// expect: "a-b]c".split("[\]-]", 0) -> 3 [a|b|c]
// expect: "x1y".split("[\d]", 0) -> 2 [x|y]
// expect: "AbCdE".split("[A-Z]", 0) -> 3 [|b|d]
// expect: "AbCdE".split("[a-z]?", 0) -> 5 [A||C||E]
// expect: "a+b+c".split("\+", 0) -> 3 [a|b|c]
// expect: "a*b**c".split("\*+", 0) -> 3 [a|b|c]
// expect: "a?b".split("\?", 0) -> 2 [a|b]
// expect: "(a)(b)".split("[()]+", 0) -> 3 [|a|b]
// expect: "😀a😀b".split("[^ab]", 0) -> 3 [|a|b]
// expect: "line1\r\nline2\nline3\r\n".split("[\r\n]+", 0) -> 3 [line1|line2|line3]
// expect: "x".split("\s+", 0) -> 1 [x]
// expect: "   ".split("\s+", 0) -> 0 []
// expect: "   ".split("\s+", -1) -> 2 [|]
// expect: "".split("\s+", 0) -> 1 []
