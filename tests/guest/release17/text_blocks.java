// Java 15 text blocks: incidental indentation is stripped, \ joins lines, \s keeps a trailing space.
public class text_blocks {
    public static void main(String[] args) {
        String poem = """
            roses are red,
              violets are blue
            """;
        System.out.print(poem);
        // expect: roses are red,
        // expect:   violets are blue
        String joined = """
            one \
            line""";
        System.out.println("[" + joined + "]");
        // expect: [one line]
        String spaced = """
            keep\s
            """;
        System.out.println(spaced.length() + " " + spaced.endsWith(" \n"));
        // expect: 6 true
        // Trailing spaces on a line are stripped; escaped quotes survive.
        String quotes = """
            "quoted" and \"""triple\"""   """;
        System.out.println("[" + quotes + "]");
        // expect: ["quoted" and """triple"""]
        System.out.println("""
            a\tb""".indexOf('\t'));
        // expect: 1
    }
}
