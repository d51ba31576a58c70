// BufferedReader.readLine with \n, \r and \r\n endings (also split across buffer refills),
// empty lines, a last line without terminator; read() after a '\r'; mark/reset; BufferedWriter.
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;

public class buffered_reader_lines {
    static void lines(String text, int bufferSize) throws IOException {
        BufferedReader r = new BufferedReader(new StringReader(text), bufferSize);
        StringBuilder sb = new StringBuilder(bufferSize + ":");
        String line;
        while ((line = r.readLine()) != null) {
            sb.append(" [").append(line).append(']');
        }
        System.out.println(sb);
    }

    public static void main(String[] args) throws IOException {
        String text = "a\nbb\r\nccc\rdddd\n\n\r\r\n\reee";
        int[] sizes = {1, 2, 3, 4, 5, 8192};
        for (int i = 0; i < sizes.length; i++) {
            lines(text, sizes[i]);
        }
        lines("", 4);
        lines("\n", 4);
        lines("x\r\n", 2);
        lines("no terminator", 4);

        BufferedReader r = new BufferedReader(new StringReader("ab\r\ncd\re"), 3);
        System.out.println(r.readLine());
        System.out.println((char) r.read());             // the '\n' after '\r' is skipped
        System.out.println(r.readLine());
        System.out.println(r.read() + " " + r.read());

        BufferedReader m = new BufferedReader(new StringReader("0123456789"), 4);
        System.out.println(m.markSupported() + " " + (char) m.read());
        m.mark(6);
        char[] buf = new char[5];
        System.out.println(m.read(buf, 0, 5) + " " + new String(buf));
        m.reset();
        System.out.println((char) m.read() + " skip " + m.skip(3) + " " + (char) m.read());
        try {
            new BufferedReader(new StringReader("abcdef"), 2).reset();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        BufferedReader lost = new BufferedReader(new StringReader("abcdefghij"), 2);
        lost.mark(1);
        lost.read();
        lost.read();
        lost.read();
        try {
            lost.reset();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(lost.ready());
        lost.close();
        try {
            lost.readLine();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }

        StringWriter sw = new StringWriter();
        BufferedWriter w = new BufferedWriter(sw, 4);
        w.write("hello");
        System.out.println("[" + sw + "]");
        w.newLine();
        w.write('!');
        w.write("world", 1, 3);
        w.write(new char[] {'x', 'y', 'z'}, 1, 2);
        System.out.println("[" + sw.toString().replace("\n", "|") + "]");
        w.flush();
        System.out.println("[" + sw.toString().replace("\n", "|") + "]");
        w.close();
        w.close();
        try {
            w.write('x');
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
    }

    // Output, as the JDK prints it:
    // expect: 1: [a] [bb] [ccc] [dddd] [] [] [] [] [eee]
    // expect: 2: [a] [bb] [ccc] [dddd] [] [] [] [] [eee]
    // expect: 3: [a] [bb] [ccc] [dddd] [] [] [] [] [eee]
    // expect: 4: [a] [bb] [ccc] [dddd] [] [] [] [] [eee]
    // expect: 5: [a] [bb] [ccc] [dddd] [] [] [] [] [eee]
    // expect: 8192: [a] [bb] [ccc] [dddd] [] [] [] [] [eee]
    // expect: 4:
    // expect: 4: []
    // expect: 2: [x]
    // expect: 4: [no terminator]
    // expect: ab
    // expect: c
    // expect: d
    // expect: 101 -1
    // expect: true 0
    // expect: 5 12345
    // expect: 1 skip 3 5
    // expect: Stream not marked
    // expect: Mark invalid
    // expect: true
    // expect: Stream closed
    // expect: [hell]
    // expect: [hello|!orlyz]
    // expect: [hello|!orlyz]
    // expect: Stream closed
}
