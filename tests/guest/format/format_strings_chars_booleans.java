// %s, %S, %b, %B, %h, %H, %c, %C, %% and %n: precision truncates, upper case after truncation,
// widths and '-', null arguments, %b of non-Booleans, and code points for %c.
public class format_strings_chars_booleans {
    static void f(String format, Object... args) {
        try {
            System.out.println(format + " -> [" + String.format(format, args) + "]");
        } catch (RuntimeException e) {
            System.out.println(format + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static class FscbPoint {
        public String toString() {
            return "(1, 2)";
        }

        public int hashCode() {
            return 0xCAFE;
        }
    }

    public static void main(String[] args) {
        f("%s", "hello");
        f("%S", "hello");
        f("%10s|", "hello");
        f("%-10s|", "hello");
        f("%.3s", "hello");
        f("%10.3s|", "hello");
        f("%-10.4S|", "abcdefg");
        f("%s", (Object) null);
        f("%S", (Object) null);
        f("%.2s", (Object) null);
        f("%s %s %s", 1, 2.5, 'c');
        f("%s", new FscbPoint());
        f("%s", 1.0f);
        f("%s", Long.MIN_VALUE);
        f("%S", "straße");
        f("%s", "é中文😀");
        f("%.1s|", "😀");
        f("%b %b %b %b", true, false, null, "false");
        f("%b", 0);
        f("%B", false);
        f("%.3b", true);
        f("%7b|%-7b|", true, false);
        f("%h", "hi");
        f("%H", "hi");
        f("%h", new FscbPoint());
        f("%h", (Object) null);
        f("%h %h", 42, -1L);
        f("%c%c%c", 'a', 'b', 'c');
        f("%C", 'a');
        f("%c", 65);
        f("%c", (byte) 66);
        f("%c", (short) 0x4e2d);
        f("%c", 0x1F600);
        f("%3c|%-3c|", 'x', 'y');
        f("%c", (Object) null);
        f("100%%");
        f("%5%|%-5%|");
        f("a%nb");
        f("%s%n%s", "x", "y");
        f("no specifiers");
        f("");
        f("%s", "");
        f("%5s|", "");
    }
}

// JDK 17 prints:
// expect: %s -> [hello]
// expect: %S -> [HELLO]
// expect: %10s| -> [     hello|]
// expect: %-10s| -> [hello     |]
// expect: %.3s -> [hel]
// expect: %10.3s| -> [       hel|]
// expect: %-10.4S| -> [ABCD      |]
// expect: %s -> [null]
// expect: %S -> [NULL]
// expect: %.2s -> [nu]
// expect: %s %s %s -> [1 2.5 c]
// expect: %s -> [(1, 2)]
// expect: %s -> [1.0]
// expect: %s -> [-9223372036854775808]
// expect: %S -> [STRASSE]
// expect: %s -> [é中文😀]
// expect: %.1s| -> [?|]
// expect: %b %b %b %b -> [true false false true]
// expect: %b -> [true]
// expect: %B -> [FALSE]
// expect: %.3b -> [tru]
// expect: %7b|%-7b| -> [   true|false  |]
// expect: %h -> [d01]
// expect: %H -> [D01]
// expect: %h -> [cafe]
// expect: %h -> [null]
// expect: %h %h -> [2a 0]
// expect: %c%c%c -> [abc]
// expect: %C -> [A]
// expect: %c -> [A]
// expect: %c -> [B]
// expect: %c -> [中]
// expect: %c -> [😀]
// expect: %3c|%-3c| -> [  x|y  |]
// expect: %c -> [null]
// expect: 100%% -> [100%]
// expect: %5%|%-5%| -> [    %|%    |]
// expect: a%nb -> [a
// expect: b]
// expect: %s%n%s -> [x
// expect: y]
// expect: no specifiers -> [no specifiers]
// expect:  -> []
// expect: %s -> []
// expect: %5s| -> [     |]
