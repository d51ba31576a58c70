// System.out.printf/format return the stream and write through a Formatter; a malformed format
// prints nothing, an argument error stops after the text before it. The Formatter object:
// appending to a StringBuilder, out(), toString(), chained format calls, close().
import java.util.Formatter;
import java.util.FormatterClosedException;
import java.util.MissingFormatArgumentException;
import java.util.UnknownFormatConversionException;

public class printf_and_formatter {
    public static void main(String[] args) {
        System.out.printf("%s has %d items costing %.2f%n", "cart", 3, 19.999);
        System.out.format("%-8s|%8s|%n", "left", "right").printf("chained %b%n", true);
        System.out.printf("no newline; ");
        System.out.printf("%n");
        try {
            System.out.printf("before %s %q after%n", "x");
        } catch (UnknownFormatConversionException e) {
            System.out.println("caught " + e.getMessage());
        }
        try {
            System.out.printf("partial %s then %s%n", "one");
        } catch (MissingFormatArgumentException e) {
            System.out.println();
            System.out.println("caught " + e.getMessage());
        }
        for (int i = 1; i <= 3; i++) {
            System.out.printf("%2d | %6.3f | %-5s|%n", i, Math.sqrt(i), "r" + i);
        }

        StringBuilder sb = new StringBuilder("start:");
        Formatter fm = new Formatter(sb);
        fm.format("%d", 1).format("+%d", 2);
        fm.format("=%s", 3);
        System.out.println(sb + " " + fm.toString() + " " + (fm.out() == sb));
        System.out.println(fm.ioException());

        Formatter own = new Formatter();
        own.format("%05.1f", 2.25);
        System.out.println(own.toString() + " " + own.out().getClass().getName());
        own.close();
        own.close();
        try {
            own.format("x");
        } catch (FormatterClosedException e) {
            System.out.println("closed: " + e.getMessage());
        }
        try {
            own.toString();
        } catch (FormatterClosedException e) {
            System.out.println("closed toString");
        }
        Formatter onNull = new Formatter((Appendable) null);
        System.out.println(onNull.format("%s", "ok").out().getClass().getName() + " " + onNull);
        System.out.println(String.format("%s-%s", "a", "b").equals("a-b"));
        System.out.println("%d%%".formatted(50));
    }
}

// JDK 17 prints:
// expect: cart has 3 items costing 20.00
// expect: left    |   right|
// expect: chained true
// expect: no newline; 
// expect: caught Conversion = 'q'
// expect: partial one then 
// expect: caught Format specifier '%s'
// expect:  1 |  1.000 | r1   |
// expect:  2 |  1.414 | r2   |
// expect:  3 |  1.732 | r3   |
// expect: start:1+2=3 start:1+2=3 true
// expect: null
// expect: 002.3 java.lang.StringBuilder
// expect: closed: null
// expect: closed toString
// expect: java.lang.StringBuilder ok
// expect: true
// expect: 50%
