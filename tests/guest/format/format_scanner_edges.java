// Scanner edge cases: leading zeros in indexes, overflowing numbers, repeated or misplaced
// flags, a lone % at the end, letters that are no conversion, %t with other arguments.
public class format_scanner_edges {
  static void t(String f, Object... a) {
    try { System.out.println(f + " -> [" + String.format(f, a) + "]"); }
    catch (Exception e) { System.out.println(f + " -> " + e.getClass().getName() + ": " + e.getMessage()); }
  }
  public static void main(String[] x) {
    String[] fs = {"%00d", "%01$s", "%010$s", "%1$1$s", "%2147483647$s", "%2147483648$s", "%1$2147483648s", "%.2147483648s", "%é", "%-é", "%5.t", "%5.1tY", "%--q", "%-5q", "%.q", "%1.2.3f", "%<<s", "%<1$s", "%1$<s", "% %", "%0%", "%,n", "%tYz", "%TY", "%Tb", "% -5d", "%#<x", "%-<5s", "%s%", "%%%", "%n%", "%1$-5%", "%1$n", "%<n", "%.0a", "%.1e", "%N", "%D", "%O", "%F", "%I", "%ts", "%Ts"};
    for (String f : fs) t(f, 7, 8);
    t("%.3a %.0a %a", 0.0, -0.0, 1e-45f);
    t("%,.3f %,f", 0.0001, 123.0);
    t("%.2147483647f", 1.0 / 0);
    t("%g %g %g", 1e-4 - 1e-20, 9.9999949e-5, 9.9999951e-5);
  }
}

// expect: %00d -> java.util.DuplicateFormatFlagsException: Flags = '0'
// expect: %01$s -> [7]
// expect: %010$s -> java.util.MissingFormatArgumentException: Format specifier '%10$s'
// expect: %1$1$s -> java.util.UnknownFormatConversionException: Conversion = '1'
// expect: %2147483647$s -> java.util.MissingFormatArgumentException: Format specifier '%2147483647$s'
// expect: %2147483648$s -> java.util.IllegalFormatArgumentIndexException: Format argument index: (not representable as int)
// expect: %1$2147483648s -> java.util.IllegalFormatWidthException: -2147483648
// expect: %.2147483648s -> java.util.IllegalFormatPrecisionException: -2147483648
// expect: %é -> java.util.UnknownFormatConversionException: Conversion = 'é'
// expect: %-é -> java.util.UnknownFormatConversionException: Conversion = '-'
// expect: %5.t -> java.util.UnknownFormatConversionException: Conversion = '5'
// expect: %5.1tY -> java.util.IllegalFormatPrecisionException: 1
// expect: %--q -> java.util.DuplicateFormatFlagsException: Flags = '-'
// expect: %-5q -> java.util.UnknownFormatConversionException: Conversion = 'q'
// expect: %.q -> java.util.UnknownFormatConversionException: Conversion = '.'
// expect: %1.2.3f -> java.util.UnknownFormatConversionException: Conversion = '1'
// expect: %<<s -> java.util.DuplicateFormatFlagsException: Flags = '<'
// expect: %<1$s -> java.util.UnknownFormatConversionException: Conversion = '<'
// expect: %1$<s -> java.util.MissingFormatArgumentException: Format specifier '%<s'
// expect: % % -> java.util.IllegalFormatFlagsException: Flags = ' '
// expect: %0% -> java.util.IllegalFormatFlagsException: Flags = '0'
// expect: %,n -> java.util.IllegalFormatFlagsException: Flags = ','
// expect: %tYz -> java.util.IllegalFormatConversionException: Y != java.lang.Integer
// expect: %TY -> java.util.IllegalFormatConversionException: Y != java.lang.Integer
// expect: %Tb -> java.util.IllegalFormatConversionException: b != java.lang.Integer
// expect: % -5d -> [ 7   ]
// expect: %#<x -> java.util.MissingFormatArgumentException: Format specifier '%#<x'
// expect: %-<5s -> java.util.MissingFormatArgumentException: Format specifier '%-<5s'
// expect: %s% -> java.util.UnknownFormatConversionException: Conversion = '%'
// expect: %%% -> java.util.UnknownFormatConversionException: Conversion = '%'
// expect: %n% -> java.util.UnknownFormatConversionException: Conversion = '%'
// expect: %1$-5% -> [%    ]
// expect: %1$n -> [
// expect: ]
// expect: %<n -> java.util.IllegalFormatFlagsException: Flags = '<'
// expect: %.0a -> java.util.IllegalFormatConversionException: a != java.lang.Integer
// expect: %.1e -> java.util.IllegalFormatConversionException: e != java.lang.Integer
// expect: %N -> java.util.UnknownFormatConversionException: Conversion = 'N'
// expect: %D -> java.util.UnknownFormatConversionException: Conversion = 'D'
// expect: %O -> java.util.UnknownFormatConversionException: Conversion = 'O'
// expect: %F -> java.util.UnknownFormatConversionException: Conversion = 'F'
// expect: %I -> java.util.UnknownFormatConversionException: Conversion = 'I'
// expect: %ts -> java.util.IllegalFormatConversionException: s != java.lang.Integer
// expect: %Ts -> java.util.IllegalFormatConversionException: s != java.lang.Integer
// expect: %.3a %.0a %a -> [0x0.000p0 -0x0.0p0 0x1.0p-149]
// expect: %,.3f %,f -> [0.000 123.000000]
// expect: %.2147483647f -> [Infinity]
// expect: %g %g %g -> [0.000100000 9.99999e-05 0.000100000]
