// Formatter as an object: partial output before an argument error, none before a syntax error,
// out(), toString(), flush(), close() and FormatterClosedException, ioException() with a
// destination that fails, a null argument array, and printf on a PrintStream.
import java.io.ByteArrayOutputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Formatter;
import java.util.FormatterClosedException;

public class format_formatter_api {
    static class FailingSink implements Appendable, Flushable, java.io.Closeable {
        int calls;
        final StringBuilder text = new StringBuilder();
        public Appendable append(CharSequence s) throws IOException {
            if (++calls > 2) {
                throw new IOException("sink full after " + text);
            }
            text.append(s);
            return this;
        }
        public Appendable append(CharSequence s, int start, int end) throws IOException {
            return append(s.subSequence(start, end));
        }
        public Appendable append(char c) throws IOException {
            return append(String.valueOf(c));
        }
        public void flush() throws IOException {
            throw new IOException("flush failed");
        }
        public void close() throws IOException {
            throw new IOException("close failed");
        }
    }

    static void attempt(Formatter f, String format, Object... args) {
        try {
            f.format(format, args);
            System.out.println("ok: " + f);
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage() + " / so far: " + f);
        }
    }

    public static void main(String[] args) {
        Formatter f = new Formatter();
        attempt(f, "a%sb", "X");
        attempt(f, "|c%dd%de", 1, "two");
        attempt(f, "|f%sg%qh", 1, 2);
        attempt(f, "|i%3$sj", 1, 2);
        attempt(f, "|k%#sl", "s");
        attempt(f, "|m%+xn", 5);
        attempt(f, "|o%co", 0x110000);
        attempt(f, "|p%2$s%<s%s", "P", "Q");
        System.out.println(f.out() == f.out());
        StringBuilder target = new StringBuilder("start:");
        Formatter g = new Formatter(target);
        g.format("%05d|%-5s|", 42, "ab").format("%n".trim());
        System.out.println(target + " " + (g.out() == target));
        g.flush();
        g.close();
        g.close();
        try {
            g.format("x");
        } catch (FormatterClosedException e) {
            System.out.println("closed: " + e.getMessage());
        }
        try {
            g.toString();
        } catch (FormatterClosedException e) {
            System.out.println("closed toString");
        }
        try {
            g.out();
        } catch (FormatterClosedException e) {
            System.out.println("closed out");
        }
        System.out.println("ioException after close: " + g.ioException());

        FailingSink sink = new FailingSink();
        Formatter h = new Formatter(sink);
        h.format("one %s two %s three", 1, 2);
        System.out.println(sink.text + " / " + h.ioException().getMessage());
        h.flush();
        System.out.println(h.ioException().getMessage());
        h.close();
        System.out.println(h.ioException().getMessage());

        System.out.println(String.format("%s %s %2$s", (Object[]) null));
        System.out.println(new Formatter((Appendable) null).format("%d%%", 5));

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bytes);
        ps.printf("%s=%d;", "a", 1);
        try {
            ps.printf("%s=%d;", "b", "bad");
        } catch (RuntimeException e) {
            System.out.println("printf: " + e.getClass().getName() + ": " + e.getMessage());
        }
        ps.format("%s%n", "end");
        ps.flush();
        System.out.print(bytes.toString());
        try {
            new Formatter((PrintStream) null);
        } catch (NullPointerException e) {
            System.out.println("null PrintStream");
        }
    }
}

// expect: ok: aXb
// expect: java.util.IllegalFormatConversionException: d != java.lang.String / so far: aXb|c1d
// expect: java.util.UnknownFormatConversionException: Conversion = 'q' / so far: aXb|c1d
// expect: java.util.MissingFormatArgumentException: Format specifier '%3$s' / so far: aXb|c1d|i
// expect: java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = # / so far: aXb|c1d|i|k
// expect: java.util.FormatFlagsConversionMismatchException: Conversion = x, Flags = + / so far: aXb|c1d|i|k|m
// expect: java.util.IllegalFormatCodePointException: Code point = 0x110000 / so far: aXb|c1d|i|k|m|o
// expect: ok: aXb|c1d|i|k|m|o|pQQP
// expect: true
// expect: start:00042|ab   |
// expect:  true
// expect: closed: null
// expect: closed toString
// expect: closed out
// expect: ioException after close: null
// expect: one 1 / sink full after one 1
// expect: flush failed
// expect: close failed
// expect: null null null
// expect: 5%
// expect: printf: java.util.IllegalFormatConversionException: d != java.lang.String
// expect: a=1;b=end
// expect: null PrintStream
