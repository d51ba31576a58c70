// Argument selection: ordinary specifiers take arguments in order, "%n$" picks one without
// moving that order, "%<" repeats the previous one; %% and %n take none; extra arguments are
// ignored and a null argument array prints "null" for every specifier.
public class format_argument_index {
    static void f(String format, Object... args) {
        try {
            System.out.println(format + " -> [" + String.format(format, args) + "]");
        } catch (RuntimeException e) {
            System.out.println(format + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        f("%3$s %1$s %2$s", "a", "b", "c");
        f("%2$s %<s %s", "a", "b");
        f("%1$s %1$s %s %s", "a", "b");
        f("%s %<s %s", 1, 2);
        f("%1$d %<x %<o %<08.2f", 255);
        f("%1$d %<x %<o", 255);
        f("%1$5s|%1$-5s|", "ab");
        f("%2$%%s %2$n", "a");
        f("%s", "a", "b", "c");
        f("%s %s", (Object[]) null);
        f("%d %x", (Object[]) null);
        f("%s", (Object) null);
        f("%2$s", "only");
        f("%<s", "a");
        f("%s %s", "a");
        f("%1$s %3$s", "a", "b");
        f("%10$s", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        f("%s", new Object[] {"inner"});
    }
}

// JDK 17 prints:
// expect: %3$s %1$s %2$s -> [c a b]
// expect: %2$s %<s %s -> [b b a]
// expect: %1$s %1$s %s %s -> [a a a b]
// expect: %s %<s %s -> [1 1 2]
// expect: %1$d %<x %<o %<08.2f -> java.util.IllegalFormatConversionException: f != java.lang.Integer
// expect: %1$d %<x %<o -> [255 ff 377]
// expect: %1$5s|%1$-5s| -> [   ab|ab   |]
// expect: %2$%%s %2$n -> [%a 
// expect: ]
// expect: %s -> [a]
// expect: %s %s -> [null null]
// expect: %d %x -> [null null]
// expect: %s -> [null]
// expect: %2$s -> java.util.MissingFormatArgumentException: Format specifier '%2$s'
// expect: %<s -> java.util.MissingFormatArgumentException: Format specifier '%<s'
// expect: %s %s -> java.util.MissingFormatArgumentException: Format specifier '%s'
// expect: %1$s %3$s -> java.util.MissingFormatArgumentException: Format specifier '%3$s'
// expect: %10$s -> [10]
// expect: %s -> [inner]
