// %d, %o, %x and %X of Byte, Short, Integer and Long: widths, the flags '-', '0', ',', '+', ' ',
// '(' and '#', two's complement of negative values in %o/%x, and null arguments.
public class format_integers {
    static void f(String format, Object... args) {
        try {
            System.out.println(format + " -> [" + String.format(format, args) + "]");
        } catch (RuntimeException e) {
            System.out.println(format + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] ints = {0, 1, -1, 42, -42, 999, 1000, -1234567, Integer.MAX_VALUE, Integer.MIN_VALUE};
        String[] formats = {"%d", "%5d", "%-6d|", "%05d", "%,d", "%+d", "% d", "%(d", "%(,08d",
            "%+,10d", "%x", "%X", "%#x", "%08X", "%#010x", "%o", "%#o", "%-#8o|"};
        for (int i = 0; i < formats.length; i++) {
            StringBuilder sb = new StringBuilder(formats[i]).append(" ->");
            for (int j = 0; j < ints.length; j++) {
                sb.append(" [").append(String.format(formats[i], ints[j])).append(']');
            }
            System.out.println(sb);
        }
        long[] longs = {0L, -1L, 1234567890123L, Long.MAX_VALUE, Long.MIN_VALUE};
        String[] longFormats = {"%d", "%,d", "%(d", "%x", "%o", "%,25d", "%-+22d|", "%020d"};
        for (int i = 0; i < longFormats.length; i++) {
            StringBuilder sb = new StringBuilder(longFormats[i]).append(" ->");
            for (int j = 0; j < longs.length; j++) {
                sb.append(" [").append(String.format(longFormats[i], longs[j])).append(']');
            }
            System.out.println(sb);
        }
        f("%d %d %x %x %o", (byte) -1, (short) -1, (byte) -1, (short) -2, (byte) -128);
        f("%X %x", (byte) 127, (short) 0x7fff);
        f("%d|%5d|%-5x|%X", null, null, null, null);
        f("%,d %,d %,d %,d", 100, 1000, 10000, 100000);
        f("%,d", -100000000L);
        f("%03d:%02d:%02d", 7, 5, 9);
        f("%10d|%-10d|", -5, -5);
        f("%(5d|%(5d|", -5, 5);
        f("%2d", 12345);
    }
}

// JDK 17 prints:
// expect: %d -> [0] [1] [-1] [42] [-42] [999] [1000] [-1234567] [2147483647] [-2147483648]
// expect: %5d -> [    0] [    1] [   -1] [   42] [  -42] [  999] [ 1000] [-1234567] [2147483647] [-2147483648]
// expect: %-6d| -> [0     |] [1     |] [-1    |] [42    |] [-42   |] [999   |] [1000  |] [-1234567|] [2147483647|] [-2147483648|]
// expect: %05d -> [00000] [00001] [-0001] [00042] [-0042] [00999] [01000] [-1234567] [2147483647] [-2147483648]
// expect: %,d -> [0] [1] [-1] [42] [-42] [999] [1,000] [-1,234,567] [2,147,483,647] [-2,147,483,648]
// expect: %+d -> [+0] [+1] [-1] [+42] [-42] [+999] [+1000] [-1234567] [+2147483647] [-2147483648]
// expect: % d -> [ 0] [ 1] [-1] [ 42] [-42] [ 999] [ 1000] [-1234567] [ 2147483647] [-2147483648]
// expect: %(d -> [0] [1] [(1)] [42] [(42)] [999] [1000] [(1234567)] [2147483647] [(2147483648)]
// expect: %(,08d -> [00000000] [00000001] [(000001)] [00000042] [(000042)] [00000999] [0001,000] [(1,234,567)] [2,147,483,647] [(2,147,483,648)]
// expect: %+,10d -> [        +0] [        +1] [        -1] [       +42] [       -42] [      +999] [    +1,000] [-1,234,567] [+2,147,483,647] [-2,147,483,648]
// expect: %x -> [0] [1] [ffffffff] [2a] [ffffffd6] [3e7] [3e8] [ffed2979] [7fffffff] [80000000]
// expect: %X -> [0] [1] [FFFFFFFF] [2A] [FFFFFFD6] [3E7] [3E8] [FFED2979] [7FFFFFFF] [80000000]
// expect: %#x -> [0x0] [0x1] [0xffffffff] [0x2a] [0xffffffd6] [0x3e7] [0x3e8] [0xffed2979] [0x7fffffff] [0x80000000]
// expect: %08X -> [00000000] [00000001] [FFFFFFFF] [0000002A] [FFFFFFD6] [000003E7] [000003E8] [FFED2979] [7FFFFFFF] [80000000]
// expect: %#010x -> [0x00000000] [0x00000001] [0xffffffff] [0x0000002a] [0xffffffd6] [0x000003e7] [0x000003e8] [0xffed2979] [0x7fffffff] [0x80000000]
// expect: %o -> [0] [1] [37777777777] [52] [37777777726] [1747] [1750] [37773224571] [17777777777] [20000000000]
// expect: %#o -> [00] [01] [037777777777] [052] [037777777726] [01747] [01750] [037773224571] [017777777777] [020000000000]
// expect: %-#8o| -> [00      |] [01      |] [037777777777|] [052     |] [037777777726|] [01747   |] [01750   |] [037773224571|] [017777777777|] [020000000000|]
// expect: %d -> [0] [-1] [1234567890123] [9223372036854775807] [-9223372036854775808]
// expect: %,d -> [0] [-1] [1,234,567,890,123] [9,223,372,036,854,775,807] [-9,223,372,036,854,775,808]
// expect: %(d -> [0] [(1)] [1234567890123] [9223372036854775807] [(9223372036854775808)]
// expect: %x -> [0] [ffffffffffffffff] [11f71fb04cb] [7fffffffffffffff] [8000000000000000]
// expect: %o -> [0] [1777777777777777777777] [21756176602313] [777777777777777777777] [1000000000000000000000]
// expect: %,25d -> [                        0] [                       -1] [        1,234,567,890,123] [9,223,372,036,854,775,807] [-9,223,372,036,854,775,808]
// expect: %-+22d| -> [+0                    |] [-1                    |] [+1234567890123        |] [+9223372036854775807  |] [-9223372036854775808  |]
// expect: %020d -> [00000000000000000000] [-0000000000000000001] [00000001234567890123] [09223372036854775807] [-9223372036854775808]
// expect: %d %d %x %x %o -> [-1 -1 ff fffe 200]
// expect: %X %x -> [7F 7fff]
// expect: %d|%5d|%-5x|%X -> [null| null|null |NULL]
// expect: %,d %,d %,d %,d -> [100 1,000 10,000 100,000]
// expect: %,d -> [-100,000,000]
// expect: %03d:%02d:%02d -> [007:05:09]
// expect: %10d|%-10d| -> [        -5|-5        |]
// expect: %(5d|%(5d| -> [  (5)|    5|]
// expect: %2d -> [12345]
