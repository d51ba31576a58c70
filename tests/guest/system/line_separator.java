// The line.separator property is "\n" on the platforms wwvm supports; only its length is printed.
public class line_separator {
    public static void main(String[] args) {
        String sep = System.getProperty("line.separator");
        System.out.println(sep.length());
        // expect: 1
        System.out.println(sep.equals("\n"));
        // expect: true
        System.out.println(System.lineSeparator().equals(sep));
        // expect: true
        System.out.println(System.getProperty("wwvm.no.such.property") == null);
        // expect: true
        System.out.println(System.getProperty("wwvm.no.such.property", "fallback"));
        // expect: fallback
    }
}
