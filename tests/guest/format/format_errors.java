// Format-string errors: each IllegalFormatException subclass with the JDK's message, the order
// in which a specifier is checked (index, flags, width, precision, conversion, flag rules), and
// parsing of the whole string before any argument is looked at.
import java.util.IllegalFormatException;

public class format_errors {
    static void f(String format, Object... args) {
        try {
            System.out.println(format + " -> [" + String.format(format, args) + "]");
        } catch (IllegalFormatException e) {
            System.out.println(format + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] bad = {"%q", "%D", "%5q", "%", "abc%", "%t", "%T", "%tq", "%Tq", "%.f", "%1$", "%-",
            "%5", "%,", "%<", "%--5d", "%0$s", "%00$s", "%99999999999$s", "%--q", "%0$q",
            "%99999999999d", "%.99999999999f", "%-d", "%0d", "%-08d", "%+ d", "% +d", "%+ E",
            "%#d", "%,o", "%,x", "%#g", "%,e", "%(a", "%,a", "%.2d", "%.2x", "%.2c", "%#c", "%+c",
            "%0c", "%-c", "%+s", "% s", "%0s", "%,s", "%(s", "%-s", "%0b", "%#b", "%#h", "%-n", "%5n",
            "%.2n", "%<n", "%.2%", "%0%", "%+%", "%#%", "%-%", "%<%", "%-1$s", "%-+5.1S", "%s %q",
            "%ty", "%-ty", "%.2tY", "%#tY"};
        for (int i = 0; i < bad.length; i++) {
            f(bad[i], 1);
        }
        f("%d", 1.0);
        f("%d", 'c');
        f("%d", "1");
        f("%x", 'a');
        f("%f", 1);
        f("%e", 1L);
        f("%c", "s");
        f("%c", 1.0);
        f("%c", true);
        f("%c", -1);
        f("%c", (byte) -1);
        f("%c", 0x110000);
        f("%+x", 1);
        f("% o", 1);
        f("%(x", -1L);
        f("%#s", "a");
        f("%#S", "a");
        f("%tY", (Object) null);
        f("%ty", 1);
        f("%s %s", "a");
        f("%2$s", "a");
        f("%<s", "a");
        f("%3$<s", 1, 2, 3);
        f("%s %d", "a", "b");
        try {
            String.format(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null format -> NullPointerException");
        }
    }
}

// JDK 17 prints:
// expect: %q -> java.util.UnknownFormatConversionException: Conversion = 'q'
// expect: %D -> java.util.UnknownFormatConversionException: Conversion = 'D'
// expect: %5q -> java.util.UnknownFormatConversionException: Conversion = 'q'
// expect: % -> java.util.UnknownFormatConversionException: Conversion = '%'
// expect: abc% -> java.util.UnknownFormatConversionException: Conversion = '%'
// expect: %t -> java.util.UnknownFormatConversionException: Conversion = 't'
// expect: %T -> java.util.UnknownFormatConversionException: Conversion = 'T'
// expect: %tq -> java.util.UnknownFormatConversionException: Conversion = 'tq'
// expect: %Tq -> java.util.UnknownFormatConversionException: Conversion = 'tq'
// expect: %.f -> java.util.UnknownFormatConversionException: Conversion = '.'
// expect: %1$ -> java.util.UnknownFormatConversionException: Conversion = '1'
// expect: %- -> java.util.UnknownFormatConversionException: Conversion = '-'
// expect: %5 -> java.util.UnknownFormatConversionException: Conversion = '5'
// expect: %, -> java.util.UnknownFormatConversionException: Conversion = ','
// expect: %< -> java.util.UnknownFormatConversionException: Conversion = '<'
// expect: %--5d -> java.util.DuplicateFormatFlagsException: Flags = '-'
// expect: %0$s -> java.util.IllegalFormatArgumentIndexException: Illegal format argument index = 0
// expect: %00$s -> java.util.IllegalFormatArgumentIndexException: Illegal format argument index = 0
// expect: %99999999999$s -> java.util.IllegalFormatArgumentIndexException: Format argument index: (not representable as int)
// expect: %--q -> java.util.DuplicateFormatFlagsException: Flags = '-'
// expect: %0$q -> java.util.IllegalFormatArgumentIndexException: Illegal format argument index = 0
// expect: %99999999999d -> java.util.IllegalFormatWidthException: -2147483648
// expect: %.99999999999f -> java.util.IllegalFormatPrecisionException: -2147483648
// expect: %-d -> java.util.MissingFormatWidthException: %-d
// expect: %0d -> java.util.MissingFormatWidthException: %0d
// expect: %-08d -> java.util.IllegalFormatFlagsException: Flags = '-0'
// expect: %+ d -> java.util.IllegalFormatFlagsException: Flags = '+ '
// expect: % +d -> java.util.IllegalFormatFlagsException: Flags = '+ '
// expect: %+ E -> java.util.IllegalFormatFlagsException: Flags = '^+ '
// expect: %#d -> java.util.FormatFlagsConversionMismatchException: Conversion = d, Flags = #
// expect: %,o -> java.util.FormatFlagsConversionMismatchException: Conversion = o, Flags = ,
// expect: %,x -> java.util.FormatFlagsConversionMismatchException: Conversion = x, Flags = ,
// expect: %#g -> java.util.FormatFlagsConversionMismatchException: Conversion = g, Flags = #
// expect: %,e -> java.util.FormatFlagsConversionMismatchException: Conversion = e, Flags = ,
// expect: %(a -> java.util.FormatFlagsConversionMismatchException: Conversion = a, Flags = (
// expect: %,a -> java.util.FormatFlagsConversionMismatchException: Conversion = a, Flags = ,
// expect: %.2d -> java.util.IllegalFormatPrecisionException: 2
// expect: %.2x -> java.util.IllegalFormatPrecisionException: 2
// expect: %.2c -> java.util.IllegalFormatPrecisionException: 2
// expect: %#c -> java.util.FormatFlagsConversionMismatchException: Conversion = c, Flags = #
// expect: %+c -> java.util.FormatFlagsConversionMismatchException: Conversion = c, Flags = +
// expect: %0c -> java.util.FormatFlagsConversionMismatchException: Conversion = c, Flags = 0
// expect: %-c -> java.util.MissingFormatWidthException: %-c
// expect: %+s -> java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = +
// expect: % s -> java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags =  
// expect: %0s -> java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = 0
// expect: %,s -> java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = ,
// expect: %(s -> java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = (
// expect: %-s -> java.util.MissingFormatWidthException: %-s
// expect: %0b -> java.util.FormatFlagsConversionMismatchException: Conversion = b, Flags = 0
// expect: %#b -> java.util.FormatFlagsConversionMismatchException: Conversion = b, Flags = #
// expect: %#h -> java.util.FormatFlagsConversionMismatchException: Conversion = h, Flags = #
// expect: %-n -> java.util.IllegalFormatFlagsException: Flags = '-'
// expect: %5n -> java.util.IllegalFormatWidthException: 5
// expect: %.2n -> java.util.IllegalFormatPrecisionException: 2
// expect: %<n -> java.util.IllegalFormatFlagsException: Flags = '<'
// expect: %.2% -> java.util.IllegalFormatPrecisionException: 2
// expect: %0% -> java.util.IllegalFormatFlagsException: Flags = '0'
// expect: %+% -> java.util.IllegalFormatFlagsException: Flags = '+'
// expect: %#% -> java.util.IllegalFormatFlagsException: Flags = '#'
// expect: %-% -> java.util.MissingFormatWidthException: %-%
// expect: %<% -> java.util.IllegalFormatFlagsException: Flags = '<'
// expect: %-1$s -> java.util.UnknownFormatConversionException: Conversion = '-'
// expect: %-+5.1S -> java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = +
// expect: %s %q -> java.util.UnknownFormatConversionException: Conversion = 'q'
// expect: %ty -> java.util.IllegalFormatConversionException: y != java.lang.Integer
// expect: %-ty -> java.util.MissingFormatWidthException: %-ty
// expect: %.2tY -> java.util.IllegalFormatPrecisionException: 2
// expect: %#tY -> java.util.FormatFlagsConversionMismatchException: Conversion = Y, Flags = #
// expect: %d -> java.util.IllegalFormatConversionException: d != java.lang.Double
// expect: %d -> java.util.IllegalFormatConversionException: d != java.lang.Character
// expect: %d -> java.util.IllegalFormatConversionException: d != java.lang.String
// expect: %x -> java.util.IllegalFormatConversionException: x != java.lang.Character
// expect: %f -> java.util.IllegalFormatConversionException: f != java.lang.Integer
// expect: %e -> java.util.IllegalFormatConversionException: e != java.lang.Long
// expect: %c -> java.util.IllegalFormatConversionException: c != java.lang.String
// expect: %c -> java.util.IllegalFormatConversionException: c != java.lang.Double
// expect: %c -> java.util.IllegalFormatConversionException: c != java.lang.Boolean
// expect: %c -> java.util.IllegalFormatCodePointException: Code point = 0xffffffff
// expect: %c -> java.util.IllegalFormatCodePointException: Code point = 0xffffffff
// expect: %c -> java.util.IllegalFormatCodePointException: Code point = 0x110000
// expect: %+x -> java.util.FormatFlagsConversionMismatchException: Conversion = x, Flags = +
// expect: % o -> java.util.FormatFlagsConversionMismatchException: Conversion = o, Flags =  
// expect: %(x -> java.util.FormatFlagsConversionMismatchException: Conversion = x, Flags = (
// expect: %#s -> java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = #
// expect: %#S -> java.util.FormatFlagsConversionMismatchException: Conversion = s, Flags = #
// expect: %tY -> [null]
// expect: %ty -> java.util.IllegalFormatConversionException: y != java.lang.Integer
// expect: %s %s -> java.util.MissingFormatArgumentException: Format specifier '%s'
// expect: %2$s -> java.util.MissingFormatArgumentException: Format specifier '%2$s'
// expect: %<s -> java.util.MissingFormatArgumentException: Format specifier '%<s'
// expect: %3$<s -> java.util.MissingFormatArgumentException: Format specifier '%<s'
// expect: %s %d -> java.util.IllegalFormatConversionException: d != java.lang.String
// expect: null format -> NullPointerException
