// System.err is a separate stream: its lines do not appear on stdout.
public class stderr_output {
    public static void main(String[] args) {
        System.out.println("to stdout");
        // expect: to stdout
        System.err.println("to stderr");
        System.err.flush();
        System.out.print("partial ");
        System.out.println("line");
        // expect: partial line
        System.out.flush();
    }
    // stderr-first-line: to stderr
}
