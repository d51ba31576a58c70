// PrintWriter: print/println of every type, char arrays and null, append, autoflush on println,
// checkError after close, and a PrintWriter over an OutputStream (UTF-8, buffered until flush).
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;

public class print_writer_values {
    public static void main(String[] args) {
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.print(true);
        pw.print('c');
        pw.print(42);
        pw.print(-7L);
        pw.print(1.5f);
        pw.print(0.1);
        pw.print(new char[] {'x', 'y'});
        pw.print((String) null);
        pw.print((Object) null);
        pw.println();
        pw.println(false);
        pw.println('q');
        pw.println(Integer.MIN_VALUE);
        pw.println(Long.MAX_VALUE);
        pw.println(-0.0f);
        pw.println(Double.NaN);
        pw.println(new char[] {'a', 'b'});
        pw.println("text");
        pw.println(new StringBuilder("object"));
        pw.append("app").append("xendx", 1, 4).append('!');
        pw.write("write", 1, 3);
        pw.write(65);
        pw.flush();
        String[] lines = sw.toString().split("\n");
        for (int i = 0; i < lines.length; i++) {
            System.out.println(i + " [" + lines[i] + "]");
        }
        System.out.println(pw.checkError());
        pw.close();
        pw.println("after close");
        System.out.println(pw.checkError() + " " + sw.toString().endsWith("A"));

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintWriter bp = new PrintWriter(bytes);
        bp.print("é€");
        System.out.println("before flush " + bytes.size());
        bp.flush();
        System.out.println("after flush " + bytes.size() + " " + bytes);
        ByteArrayOutputStream auto = new ByteArrayOutputStream();
        PrintWriter ap = new PrintWriter(auto, true);
        ap.print("no flush");
        System.out.println(auto.size());
        ap.println(" yet");
        System.out.println(auto.size() + " " + auto.toString().trim());
    }

    // Output, as the JDK prints it:
    // expect: 0 [truec42-71.50.1xynullnull]
    // expect: 1 [false]
    // expect: 2 [q]
    // expect: 3 [-2147483648]
    // expect: 4 [9223372036854775807]
    // expect: 5 [-0.0]
    // expect: 6 [NaN]
    // expect: 7 [ab]
    // expect: 8 [text]
    // expect: 9 [object]
    // expect: 10 [append!ritA]
    // expect: false
    // expect: true true
    // expect: before flush 0
    // expect: after flush 5 é€
    // expect: 0
    // expect: 13 no flush yet
}
