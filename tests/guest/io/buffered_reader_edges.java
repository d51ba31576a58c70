import java.io.*;

/** BufferedReader with a tiny buffer: "\r\n" split across refills, mark/reset limits, close. */
public class buffered_reader_edges {
    /** Hands out at most `step` chars per read; ready() while chars are left. */
    static class BreChunky extends Reader {
        private final String text;
        private final int step;
        private int at;

        BreChunky(String text, int step) {
            this.text = text;
            this.step = step;
        }

        public int read(char[] b, int off, int len) {
            if (at >= text.length()) {
                return -1;
            }
            int n = Math.min(step, Math.min(len, text.length() - at));
            text.getChars(at, at + n, b, off);
            at += n;
            return n;
        }

        public boolean ready() {
            return at < text.length();
        }

        public void close() {
            System.out.println("source closed");
        }
    }

    static String show(String s) {
        return s == null ? "null" : "[" + s.replace("\r", "\\r").replace("\n", "\\n") + "]";
    }

    static void lines(String text, int size, int step) throws IOException {
        BufferedReader r = new BufferedReader(new BreChunky(text, step), size);
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = r.readLine()) != null) {
            sb.append(show(line));
        }
        System.out.println(size + "/" + step + ": " + sb + ";");
    }

    static void tryReset(BufferedReader r) {
        try {
            r.reset();
            System.out.println("reset ok");
        } catch (IOException e) {
            System.out.println("reset: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws IOException {
        String text = "abc\r\ndef\rghi\n\njkl\r\r\nmno";
        for (int size = 1; size <= 6; size++) {
            lines(text, size, 3);
        }
        lines("abc\r", 4, 4);
        lines("abc\r\n", 4, 4);
        lines("\r\n\r\n", 1, 1);
        lines("", 2, 2);

        // read() after a line ended in '\r' swallows the '\n' even in the next block
        BufferedReader r = new BufferedReader(new BreChunky("ab\r\ncd", 3), 3);
        System.out.println(show(r.readLine()) + " " + (char) r.read() + " " + show(r.readLine()));
        r = new BufferedReader(new BreChunky("ab\r\ncd\r\n", 2), 3);
        System.out.println(show(r.readLine()) + " ready=" + r.ready() + " " + (char) r.read());
        r = new BufferedReader(new BreChunky("ab\r\n\n", 8), 8);
        char[] buf = new char[10];
        System.out.println(show(r.readLine()) + " n=" + r.read(buf, 0, 10) + " "
                + show(new String(buf, 0, 1)));
        r = new BufferedReader(new BreChunky("ab\r\nxyz", 8), 8);
        System.out.println(show(r.readLine()) + " skip=" + r.skip(2) + " " + (char) r.read());

        // bulk reads keep going while the source is ready
        r = new BufferedReader(new BreChunky("0123456789abcdefghij", 3), 4);
        System.out.println("n=" + r.read(buf, 0, 10) + " " + new String(buf, 0, 10));
        r = new BufferedReader(new BreChunky("0123456789abcdefghij", 3), 4);
        System.out.println("n=" + r.read(buf, 0, 0) + " n=" + r.read(buf, 2, 5));

        // mark within the buffer survives past the limit; across a refill it does not
        r = new BufferedReader(new StringReader("0123456789"), 100);
        r.mark(2);
        r.skip(6);
        tryReset(r);
        System.out.println((char) r.read());
        r = new BufferedReader(new StringReader("0123456789"), 4);
        r.read();
        r.mark(3);
        for (int i = 0; i < 3; i++) {
            r.read();
        }
        tryReset(r);
        System.out.println((char) r.read());
        for (int i = 0; i < 4; i++) {
            r.read();
        }
        tryReset(r);
        tryReset(r);
        r = new BufferedReader(new StringReader("0123456789abcdef"), 2);
        r.mark(10);
        for (int i = 0; i < 9; i++) {
            r.read();
        }
        tryReset(r);
        char[] ten = new char[12];
        System.out.println("n=" + r.read(ten, 0, 12) + " " + new String(ten));
        tryReset(r);
        r = new BufferedReader(new StringReader("x"));
        tryReset(r);
        // the mark remembers a pending '\r\n' half
        r = new BufferedReader(new StringReader("a\r\nb"), 2);
        System.out.println(show(r.readLine()));
        r.mark(5);
        System.out.println((char) r.read());
        tryReset(r);
        System.out.println(show(r.readLine()));

        try {
            r.mark(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            r.skip(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            new BufferedReader(new StringReader(""), 0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            r.read(buf, 8, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage());
        }

        r = new BufferedReader(new BreChunky("abc", 1), 2);
        r.close();
        r.close();
        String[] ops = {"read", "read[]", "readLine", "ready", "skip", "mark", "reset"};
        for (String op : ops) {
            try {
                switch (op) {
                    case "read": r.read(); break;
                    case "read[]": r.read(buf, 0, 1); break;
                    case "readLine": r.readLine(); break;
                    case "ready": r.ready(); break;
                    case "skip": r.skip(1); break;
                    case "mark": r.mark(1); break;
                    default: r.reset(); break;
                }
                System.out.println(op + " worked");
            } catch (IOException e) {
                System.out.println(op + ": " + e.getMessage());
            }
        }
        System.out.println(r.markSupported());
    }

    // Output, as the JDK prints it:
    // expect: 1/3: [abc][def][ghi][][jkl][][mno];
    // expect: 2/3: [abc][def][ghi][][jkl][][mno];
    // expect: 3/3: [abc][def][ghi][][jkl][][mno];
    // expect: 4/3: [abc][def][ghi][][jkl][][mno];
    // expect: 5/3: [abc][def][ghi][][jkl][][mno];
    // expect: 6/3: [abc][def][ghi][][jkl][][mno];
    // expect: 4/4: [abc];
    // expect: 4/4: [abc];
    // expect: 1/1: [][];
    // expect: 2/2: ;
    // expect: [ab] c [d]
    // expect: [ab] ready=true c
    // expect: [ab] n=1 [\n]
    // expect: [ab] skip=2 z
    // expect: n=10 0123456789
    // expect: n=0 n=5
    // expect: reset ok
    // expect: 0
    // expect: reset ok
    // expect: 1
    // expect: reset: Mark invalid
    // expect: reset: Mark invalid
    // expect: reset ok
    // expect: n=12 0123456789ab
    // expect: reset: Mark invalid
    // expect: reset: Stream not marked
    // expect: [a]
    // expect: b
    // expect: reset ok
    // expect: [b]
    // expect: IAE Read-ahead limit < 0
    // expect: IAE skip value is negative
    // expect: IAE Buffer size <= 0
    // expect: IOOBE Range [8, 8 + 3) out of bounds for length 10
    // expect: source closed
    // expect: read: Stream closed
    // expect: read[]: Stream closed
    // expect: readLine: Stream closed
    // expect: ready: Stream closed
    // expect: skip: Stream closed
    // expect: mark: Stream closed
    // expect: reset: Stream closed
    // expect: true
}
