import java.io.*;

/** BufferedInputStream with tiny buffers: refills with a mark kept, slid, grown or dropped. */
public class buffered_input_edges {
    /** Returns at most `step` bytes per read; available() is what is left. */
    static class BieChunky extends InputStream {
        private final byte[] data;
        private final int step;
        private int at;
        int reads;

        BieChunky(int n, int step) {
            data = new byte[n];
            for (int i = 0; i < n; i++) {
                data[i] = (byte) ('a' + i % 26);
            }
            this.step = step;
        }

        public int read() {
            reads++;
            return at < data.length ? data[at++] : -1;
        }

        public int read(byte[] b, int off, int len) {
            reads++;
            if (at >= data.length) {
                return -1;
            }
            int n = Math.min(step, Math.min(len, data.length - at));
            System.arraycopy(data, at, b, off, n);
            at += n;
            return n;
        }

        public int available() {
            return data.length - at;
        }

        public void close() {
            System.out.println("source closed");
        }
    }

    static String take(InputStream in, int n) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int c = in.read();
            sb.append(c < 0 ? "$" : String.valueOf((char) c));
        }
        return sb.toString();
    }

    static void tryReset(InputStream in) {
        try {
            in.reset();
            System.out.println("reset ok");
        } catch (IOException e) {
            System.out.println("reset: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws IOException {
        // mark at 0 in a full buffer: kept while marklimit is larger (the buffer grows)
        BufferedInputStream in = new BufferedInputStream(new BieChunky(40, 40), 4);
        in.mark(10);
        System.out.println(take(in, 10));
        tryReset(in);
        System.out.println(take(in, 12));
        tryReset(in);
        System.out.println(take(in, 30));
        tryReset(in);

        // mark in the middle: the marked bytes slide to the front on refill
        in = new BufferedInputStream(new BieChunky(40, 40), 4);
        System.out.println(take(in, 3));
        in.mark(2);
        System.out.println(take(in, 3));
        tryReset(in);
        System.out.println(take(in, 6));
        tryReset(in);
        System.out.println(take(in, 5) + " " + in.available());

        // a mark beyond its limit stays good until a refill needs the room
        in = new BufferedInputStream(new BieChunky(40, 40), 8);
        in.mark(1);
        System.out.println(take(in, 7));
        tryReset(in);
        System.out.println(take(in, 9));
        tryReset(in);
        in = new BufferedInputStream(new BieChunky(10, 10), 4);
        tryReset(in);

        // bulk reads: direct for big requests, repeated while the source has bytes
        BieChunky src = new BieChunky(30, 3);
        in = new BufferedInputStream(src, 4);
        byte[] b = new byte[20];
        System.out.println("n=" + in.read(b, 0, 20) + " reads=" + src.reads + " "
                + new String(b, 0, 20, "ISO-8859-1"));
        System.out.println("n=" + in.read(b, 0, 3) + " n=" + in.read(b, 0, 0) + " n="
                + in.read(b, 5, 15) + " n=" + in.read(b) + " avail=" + in.available());
        src = new BieChunky(30, 7);
        in = new BufferedInputStream(src, 4);
        in.mark(100);
        System.out.println("n=" + in.read(b, 0, 20) + " reads=" + src.reads);
        tryReset(in);
        System.out.println(take(in, 3));

        // skip: from the buffer, or the source when nothing is buffered and no mark is set
        in = new BufferedInputStream(new BieChunky(30, 30), 4);
        System.out.println(take(in, 1) + " skip=" + in.skip(10) + " " + take(in, 1)
                + " skip=" + in.skip(10) + " " + take(in, 1) + " skip=" + in.skip(-3));
        in.mark(50);
        System.out.println("skip=" + in.skip(100) + " skip=" + in.skip(100) + " " + take(in, 2));
        tryReset(in);
        System.out.println(take(in, 3));

        try {
            new BufferedInputStream(new BieChunky(1, 1), 0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        in = new BufferedInputStream(new BieChunky(5, 5), 2);
        in.close();
        in.close();
        String[] ops = {"read", "read[]", "skip", "available", "reset"};
        for (String op : ops) {
            try {
                switch (op) {
                    case "read": in.read(); break;
                    case "read[]": in.read(b, 0, 1); break;
                    case "skip": in.skip(1); break;
                    case "available": in.available(); break;
                    default: in.reset(); break;
                }
                System.out.println(op + " worked");
            } catch (IOException e) {
                System.out.println(op + ": " + e.getMessage());
            }
        }
        in.mark(3);
        System.out.println(in.markSupported());
    }

    // Output, as the JDK prints it:
    // expect: abcdefghij
    // expect: reset ok
    // expect: abcdefghijkl
    // expect: reset: Resetting to invalid mark
    // expect: mnopqrstuvwxyzabcdefghijklmn$$
    // expect: reset: Resetting to invalid mark
    // expect: abc
    // expect: def
    // expect: reset ok
    // expect: defghi
    // expect: reset: Resetting to invalid mark
    // expect: jklmn 26
    // expect: abcdefg
    // expect: reset ok
    // expect: abcdefghi
    // expect: reset: Resetting to invalid mark
    // expect: reset: Resetting to invalid mark
    // expect: n=20 reads=7 abcdefghijklmnopqrst
    // expect: n=3 n=0 n=7 n=-1 avail=0
    // expect: n=20 reads=5
    // expect: reset ok
    // expect: abc
    // expect: a skip=3 e skip=3 i skip=0
    // expect: skip=3 skip=1 no
    // expect: reset ok
    // expect: jkl
    // expect: IAE Buffer size <= 0
    // expect: source closed
    // expect: read: Stream closed
    // expect: read[]: Stream closed
    // expect: skip: Stream closed
    // expect: available: Stream closed
    // expect: reset: Stream closed
    // expect: true
}
