import java.io.*;

/** What each stream, reader and writer does after close, closed twice, and error reporting. */
public class closed_and_errors {
    interface CaeOp {
        void run() throws Exception;
    }

    static void t(String name, CaeOp op) {
        try {
            op.run();
            System.out.println(name + ": ok");
        } catch (Exception e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    /** A sink that fails on demand and reports flush and close. */
    static class CaeFaulty extends OutputStream {
        boolean failWrite;
        boolean failFlush;
        boolean failClose;
        final StringBuilder seen = new StringBuilder();

        public void write(int b) throws IOException {
            if (failWrite) {
                throw new IOException("write failed");
            }
            seen.append((char) b);
        }

        public void flush() throws IOException {
            seen.append("<F>");
            if (failFlush) {
                throw new IOException("flush failed");
            }
        }

        public void close() throws IOException {
            seen.append("<C>");
            if (failClose) {
                throw new IOException("close failed");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final char[] c = new char[4];
        final byte[] b = new byte[4];

        final StringReader sr = new StringReader("abc");
        sr.close();
        sr.close();
        t("StringReader.read", new CaeOp() { public void run() throws Exception { sr.read(); } });
        t("StringReader.ready", new CaeOp() { public void run() throws Exception { sr.ready(); } });
        t("StringReader.mark", new CaeOp() { public void run() throws Exception { sr.mark(1); } });
        t("StringReader.skip", new CaeOp() { public void run() throws Exception { sr.skip(1); } });
        final StringReader sr2 = new StringReader("abcdef");
        t("StringReader.skip back", new CaeOp() { public void run() throws Exception {
            sr2.skip(4);
            System.out.println(sr2.skip(-2) + " " + (char) sr2.read() + " " + sr2.skip(-10) + " "
                    + (char) sr2.read() + " " + sr2.skip(10) + " " + sr2.skip(-1) + " " + sr2.read(c, 0, 0));
        } });

        final CharArrayReader car = new CharArrayReader("abcdef".toCharArray(), 2, 10);
        t("CharArrayReader", new CaeOp() { public void run() throws Exception {
            System.out.println((char) car.read() + " " + car.skip(2) + " " + car.ready() + " "
                    + car.skip(-1) + " " + car.read(c, 0, 4) + " " + car.read() + " " + car.skip(5));
            car.reset();
            System.out.println((char) car.read());
            car.close();
            car.close();
            car.read();
        } });
        t("CharArrayReader bad", new CaeOp() { public void run() throws Exception {
            new CharArrayReader(c, 5, 1);
        } });

        final PushbackInputStream pb = new PushbackInputStream(new ByteArrayInputStream("xyz".getBytes()), 2);
        t("Pushback", new CaeOp() { public void run() throws Exception {
            pb.unread('a');
            System.out.println(pb.available() + " " + (char) pb.read() + " " + (char) pb.read());
            pb.unread(new byte[] {'1', '2'});
            System.out.println(pb.read(b, 0, 4) + " " + new String(b, 0, 4, "US-ASCII") + " " + pb.skip(5));
            pb.unread(new byte[] {'1', '2', '3'});
        } });
        t("Pushback unread full", new CaeOp() { public void run() throws Exception {
            pb.unread('q');
            pb.unread('r');
            pb.unread('s');
        } });
        t("Pushback mark", new CaeOp() { public void run() throws Exception {
            pb.mark(1);
            System.out.println(pb.markSupported());
            pb.reset();
        } });
        t("Pushback closed", new CaeOp() { public void run() throws Exception {
            pb.close();
            pb.close();
            pb.read();
        } });
        t("Pushback closed unread", new CaeOp() { public void run() throws Exception { pb.unread(1); } });
        t("Pushback size", new CaeOp() { public void run() throws Exception {
            new PushbackInputStream(new ByteArrayInputStream(b), 0);
        } });

        final InputStreamReader isr = new InputStreamReader(new ByteArrayInputStream("hé".getBytes("UTF-8")), "UTF-8");
        t("ISR", new CaeOp() { public void run() throws Exception {
            System.out.println(isr.getEncoding() + " " + isr.ready() + " " + (char) isr.read());
            isr.close();
            isr.close();
            System.out.println(isr.getEncoding());
            isr.read(c, 0, 1);
        } });
        t("ISR ready", new CaeOp() { public void run() throws Exception { isr.ready(); } });
        t("ISR bad", new CaeOp() { public void run() throws Exception {
            new InputStreamReader(new ByteArrayInputStream(b), "no-such-charset");
        } });
        t("ISR null", new CaeOp() { public void run() throws Exception {
            new InputStreamReader(new ByteArrayInputStream(b), (String) null);
        } });

        final CaeFaulty sink = new CaeFaulty();
        final OutputStreamWriter osw = new OutputStreamWriter(sink, "ISO-8859-1");
        t("OSW", new CaeOp() { public void run() throws Exception {
            osw.write("ab\u20ac");
            osw.append("cdef", 1, 3).append('x').append(null);
            System.out.println(osw.getEncoding() + " [" + sink.seen + "]");
            osw.flush();
            System.out.println("[" + sink.seen + "]");
            osw.close();
            osw.close();
            System.out.println(osw.getEncoding() + " [" + sink.seen + "]");
            osw.write('z');
        } });
        t("OSW flush", new CaeOp() { public void run() throws Exception { osw.flush(); } });
        t("OSW bad", new CaeOp() { public void run() throws Exception {
            new OutputStreamWriter(sink, "no-such-charset");
        } });

        final BufferedWriter bw = new BufferedWriter(new OutputStreamWriter(new CaeFaulty()), 3);
        t("BufferedWriter", new CaeOp() { public void run() throws Exception {
            bw.write('a');
            bw.write('b');
            bw.write('c');
            bw.write('d');
            bw.close();
            bw.close();
            bw.flush();
        } });
        t("BufferedWriter write", new CaeOp() { public void run() throws Exception { bw.write("x"); } });
        t("BufferedWriter size", new CaeOp() { public void run() throws Exception {
            new BufferedWriter(new StringWriter(), -1);
        } });

        // FilterOutputStream.close: flush failure wins, close still happens
        final CaeFaulty f1 = new CaeFaulty();
        f1.failFlush = true;
        f1.failClose = true;
        t("Filter close", new CaeOp() { public void run() throws Exception {
            FilterOutputStream fo = new FilterOutputStream(f1);
            try {
                fo.close();
            } finally {
                System.out.println("[" + f1.seen + "]");
                fo.close();
            }
        } });
        final CaeFaulty f2 = new CaeFaulty();
        f2.failClose = true;
        t("Buffered close", new CaeOp() { public void run() throws Exception {
            BufferedOutputStream bo = new BufferedOutputStream(f2, 2);
            bo.write('a');
            bo.write('b');
            bo.write('c');
            try {
                bo.close();
            } finally {
                System.out.println("[" + f2.seen + "]");
            }
        } });

        // PrintStream and PrintWriter record failures
        CaeFaulty f3 = new CaeFaulty();
        PrintStream ps = new PrintStream(f3, true);
        ps.print("a\nb");
        ps.println(1.5f);
        ps.printf("%d-%s%n", 7, "x");
        ps.write('\n');
        ps.write(new byte[] {'q'}, 0, 1);
        System.out.println("[" + f3.seen + "] " + ps.checkError());
        f3.failWrite = true;
        ps.print("zz");
        System.out.println(ps.checkError());
        f3.failWrite = false;
        ps.print("ok");
        System.out.println(ps.checkError());
        ps.close();
        ps.close();
        System.out.println("[" + f3.seen + "] " + ps.checkError());
        PrintStream ps2 = new PrintStream(new CaeFaulty());
        ps2.close();
        System.out.println(ps2.checkError());
        ps2.print("x");
        System.out.println(ps2.checkError());
        PrintStream ps3 = new PrintStream(new CaeFaulty());
        ps3.close();
        ps3.printf("%s", "x");
        System.out.println(ps3.checkError());
        CaeFaulty f4 = new CaeFaulty();
        PrintStream ps4 = new PrintStream(f4, false, "UTF-8");
        ps4.print("\uD83D");
        ps4.print("\uDE00!");
        ps4.print("\uD83D");
        ps4.println();
        ps4.print('\uD800');
        ps4.close();
        System.out.println(f4.seen.length() + " " + (int) f4.seen.charAt(0) + " " + f4.seen.substring(4));
        CaeFaulty f5 = new CaeFaulty();
        PrintStream inner = new PrintStream(f5);
        PrintStream outer = new PrintStream(inner);
        f5.failWrite = true;
        inner.print("boom");
        System.out.println(outer.checkError());
        t("PrintStream null", new CaeOp() { public void run() throws Exception { new PrintStream((OutputStream) null); } });
        t("PrintStream null enc", new CaeOp() { public void run() throws Exception { new PrintStream(new CaeFaulty(), true, (String) null); } });
        t("PrintStream bad enc", new CaeOp() { public void run() throws Exception { new PrintStream(new CaeFaulty(), true, "bogus"); } });

        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw, true);
        pw.print('c');
        pw.println(new char[] {'h', 'i'});
        pw.append("2.25|").append("abc", 1, 2).append(null).println((Object) null);
        System.out.println("[" + sw.toString().replace("\n", "/") + "] " + pw.checkError());
        pw.close();
        pw.close();
        System.out.println(pw.checkError());
        pw.print("x");
        System.out.println(pw.checkError());
        CaeFaulty f6 = new CaeFaulty();
        PrintStream ps6 = new PrintStream(f6);
        PrintWriter pw6 = new PrintWriter(ps6);
        f6.failWrite = true;
        pw6.print("y");
        System.out.println(pw6.checkError());
        PrintWriter pw7 = new PrintWriter(new PrintWriter(new OutputStreamWriter(new CaeFaulty())));
        System.out.println(pw7.checkError());
        t("PrintWriter enc", new CaeOp() { public void run() throws Exception { new PrintWriter("/nonexistent/dir/f", "bogus"); } });
        t("PrintWriter file", new CaeOp() { public void run() throws Exception { new PrintWriter("/nonexistent/dir//f"); } });

        final InputStream nis = InputStream.nullInputStream();
        final OutputStream nos = OutputStream.nullOutputStream();
        final Reader nr = Reader.nullReader();
        final Writer nw = Writer.nullWriter();
        t("null streams open", new CaeOp() { public void run() throws Exception {
            System.out.println(nis.read() + " " + nis.read(b, 0, 0) + " " + nis.available() + " " + nis.skip(3)
                    + " " + nis.readAllBytes().length + " " + nr.read() + " " + nr.ready() + " " + nr.read(c, 1, 0));
            nos.write(1);
            nw.write("abc");
            nw.append('x');
        } });
        nis.close();
        nos.close();
        nr.close();
        nw.close();
        t("nis.read", new CaeOp() { public void run() throws Exception { nis.read(); } });
        t("nis.read0", new CaeOp() { public void run() throws Exception { System.out.println(nis.read(b, 0, 0)); } });
        t("nis.skip", new CaeOp() { public void run() throws Exception { nis.skip(1); } });
        t("nos.write", new CaeOp() { public void run() throws Exception { nos.write(b, 0, 1); } });
        t("nr.read", new CaeOp() { public void run() throws Exception { nr.read(c, 0, 0); } });
        t("nw.write", new CaeOp() { public void run() throws Exception { nw.write("abc", 1, 1); } });
        t("nw.flush", new CaeOp() { public void run() throws Exception { nw.flush(); } });
    }

    // Output, as the JDK prints it:
    // expect: StringReader.read: java.io.IOException: Stream closed
    // expect: StringReader.ready: java.io.IOException: Stream closed
    // expect: StringReader.mark: java.io.IOException: Stream closed
    // expect: StringReader.skip: java.io.IOException: Stream closed
    // expect: -2 c -3 a 5 0 0
    // expect: StringReader.skip back: ok
    // expect: c 2 true 0 1 -1 0
    // expect: c
    // expect: CharArrayReader: java.io.IOException: Stream closed
    // expect: CharArrayReader bad: java.lang.IllegalArgumentException: null
    // expect: 4 a x
    // expect: 4 12yz 0
    // expect: Pushback: java.io.IOException: Push back buffer is full
    // expect: Pushback unread full: java.io.IOException: Push back buffer is full
    // expect: false
    // expect: Pushback mark: java.io.IOException: mark/reset not supported
    // expect: Pushback closed: java.io.IOException: Stream closed
    // expect: Pushback closed unread: java.io.IOException: Stream closed
    // expect: Pushback size: java.lang.IllegalArgumentException: size <= 0
    // expect: UTF8 true h
    // expect: null
    // expect: ISR: java.io.IOException: Stream closed
    // expect: ISR ready: java.io.IOException: Stream closed
    // expect: ISR bad: java.io.UnsupportedEncodingException: no-such-charset
    // expect: ISR null: java.lang.NullPointerException: charsetName
    // expect: ISO8859_1 []
    // expect: [ab?dexnull<F>]
    // expect: null [ab?dexnull<F><F><C>]
    // expect: OSW: java.io.IOException: Stream closed
    // expect: OSW flush: java.io.IOException: Stream closed
    // expect: OSW bad: java.io.UnsupportedEncodingException: no-such-charset
    // expect: BufferedWriter: java.io.IOException: Stream closed
    // expect: BufferedWriter write: java.io.IOException: Stream closed
    // expect: BufferedWriter size: java.lang.IllegalArgumentException: Buffer size <= 0
    // expect: [<F><C>]
    // expect: Filter close: java.io.IOException: close failed
    // expect: [abc<F><C>]
    // expect: Buffered close: java.io.IOException: close failed
    // expect: [a
    // expect: b<F><F>1.5
    // expect: <F><F>7<F>-<F>x<F>
    // expect: <F><F>
    // expect: <F>q<F>] false
    // expect: true
    // expect: true
    // expect: [a
    // expect: b<F><F>1.5
    // expect: <F><F>7<F>-<F>x<F>
    // expect: <F><F>
    // expect: <F>q<F><F><F>ok<F><F><F><C>] true
    // expect: false
    // expect: true
    // expect: true
    // expect: 14 65520 !?
    // expect: ?<F><C>
    // expect: true
    // expect: PrintStream null: java.lang.NullPointerException: Null output stream
    // expect: PrintStream null enc: java.lang.NullPointerException: charsetName
    // expect: PrintStream bad enc: java.io.UnsupportedEncodingException: bogus
    // expect: [chi/2.25|bnullnull/] false
    // expect: false
    // expect: true
    // expect: true
    // expect: false
    // expect: PrintWriter enc: java.io.UnsupportedEncodingException: bogus
    // expect: PrintWriter file: java.io.FileNotFoundException: /nonexistent/dir/f (No such file or directory)
    // expect: -1 0 0 0 0 -1 false 0
    // expect: null streams open: ok
    // expect: nis.read: java.io.IOException: Stream closed
    // expect: 0
    // expect: nis.read0: ok
    // expect: nis.skip: java.io.IOException: Stream closed
    // expect: nos.write: java.io.IOException: Stream closed
    // expect: nr.read: java.io.IOException: Stream closed
    // expect: nw.write: java.io.IOException: Stream closed
    // expect: nw.flush: java.io.IOException: Stream closed
}
