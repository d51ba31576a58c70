// NaN, the infinities and negative zero through %f, %e, %g, %a and %s, with signs, widths and
// the '(' and '0' flags (zero padding is not applied to NaN or infinity).
public class format_special_values {
    static void f(String format, Object... args) {
        try {
            System.out.println(format + " " + args[0] + " -> [" + String.format(format, args) + "]");
        } catch (RuntimeException e) {
            System.out.println(format + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        double[] values = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 0.0};
        String[] formats = {"%f", "%.2f", "%e", "%E", "%g", "%G", "%a", "%A", "%10.1f|", "%-10.1f|",
            "%+f", "% f", "%(f", "%(010.1f", "%08.2f", "%s", "%S", "%.2s"};
        for (int i = 0; i < formats.length; i++) {
            for (int j = 0; j < values.length; j++) {
                f(formats[i], values[j]);
            }
        }
        f("%f %e", Float.NaN, Float.NEGATIVE_INFINITY);
        f("%.1f", -0.0f);
        f("%.3f %.3e", -1e-9, -1e-9);
        f("%+.1f", -0.04);
        f("%(.1f", -0.04);
    }
}

// JDK 17 prints:
// expect: %f NaN -> [NaN]
// expect: %f Infinity -> [Infinity]
// expect: %f -Infinity -> [-Infinity]
// expect: %f -0.0 -> [-0.000000]
// expect: %f 0.0 -> [0.000000]
// expect: %.2f NaN -> [NaN]
// expect: %.2f Infinity -> [Infinity]
// expect: %.2f -Infinity -> [-Infinity]
// expect: %.2f -0.0 -> [-0.00]
// expect: %.2f 0.0 -> [0.00]
// expect: %e NaN -> [NaN]
// expect: %e Infinity -> [Infinity]
// expect: %e -Infinity -> [-Infinity]
// expect: %e -0.0 -> [-0.000000e+00]
// expect: %e 0.0 -> [0.000000e+00]
// expect: %E NaN -> [NAN]
// expect: %E Infinity -> [INFINITY]
// expect: %E -Infinity -> [-INFINITY]
// expect: %E -0.0 -> [-0.000000E+00]
// expect: %E 0.0 -> [0.000000E+00]
// expect: %g NaN -> [NaN]
// expect: %g Infinity -> [Infinity]
// expect: %g -Infinity -> [-Infinity]
// expect: %g -0.0 -> [-0.00000]
// expect: %g 0.0 -> [0.00000]
// expect: %G NaN -> [NAN]
// expect: %G Infinity -> [INFINITY]
// expect: %G -Infinity -> [-INFINITY]
// expect: %G -0.0 -> [-0.00000]
// expect: %G 0.0 -> [0.00000]
// expect: %a NaN -> [NaN]
// expect: %a Infinity -> [Infinity]
// expect: %a -Infinity -> [-Infinity]
// expect: %a -0.0 -> [-0x0.0p0]
// expect: %a 0.0 -> [0x0.0p0]
// expect: %A NaN -> [NAN]
// expect: %A Infinity -> [INFINITY]
// expect: %A -Infinity -> [-INFINITY]
// expect: %A -0.0 -> [-0X0.0P0]
// expect: %A 0.0 -> [0X0.0P0]
// expect: %10.1f| NaN -> [       NaN|]
// expect: %10.1f| Infinity -> [  Infinity|]
// expect: %10.1f| -Infinity -> [ -Infinity|]
// expect: %10.1f| -0.0 -> [      -0.0|]
// expect: %10.1f| 0.0 -> [       0.0|]
// expect: %-10.1f| NaN -> [NaN       |]
// expect: %-10.1f| Infinity -> [Infinity  |]
// expect: %-10.1f| -Infinity -> [-Infinity |]
// expect: %-10.1f| -0.0 -> [-0.0      |]
// expect: %-10.1f| 0.0 -> [0.0       |]
// expect: %+f NaN -> [NaN]
// expect: %+f Infinity -> [+Infinity]
// expect: %+f -Infinity -> [-Infinity]
// expect: %+f -0.0 -> [-0.000000]
// expect: %+f 0.0 -> [+0.000000]
// expect: % f NaN -> [NaN]
// expect: % f Infinity -> [ Infinity]
// expect: % f -Infinity -> [-Infinity]
// expect: % f -0.0 -> [-0.000000]
// expect: % f 0.0 -> [ 0.000000]
// expect: %(f NaN -> [NaN]
// expect: %(f Infinity -> [Infinity]
// expect: %(f -Infinity -> [(Infinity)]
// expect: %(f -0.0 -> [(0.000000)]
// expect: %(f 0.0 -> [0.000000]
// expect: %(010.1f NaN -> [       NaN]
// expect: %(010.1f Infinity -> [  Infinity]
// expect: %(010.1f -Infinity -> [(Infinity)]
// expect: %(010.1f -0.0 -> [(000000.0)]
// expect: %(010.1f 0.0 -> [00000000.0]
// expect: %08.2f NaN -> [     NaN]
// expect: %08.2f Infinity -> [Infinity]
// expect: %08.2f -Infinity -> [-Infinity]
// expect: %08.2f -0.0 -> [-0000.00]
// expect: %08.2f 0.0 -> [00000.00]
// expect: %s NaN -> [NaN]
// expect: %s Infinity -> [Infinity]
// expect: %s -Infinity -> [-Infinity]
// expect: %s -0.0 -> [-0.0]
// expect: %s 0.0 -> [0.0]
// expect: %S NaN -> [NAN]
// expect: %S Infinity -> [INFINITY]
// expect: %S -Infinity -> [-INFINITY]
// expect: %S -0.0 -> [-0.0]
// expect: %S 0.0 -> [0.0]
// expect: %.2s NaN -> [Na]
// expect: %.2s Infinity -> [In]
// expect: %.2s -Infinity -> [-I]
// expect: %.2s -0.0 -> [-0]
// expect: %.2s 0.0 -> [0.]
// expect: %f %e NaN -> [NaN -Infinity]
// expect: %.1f -0.0 -> [-0.0]
// expect: %.3f %.3e -1.0E-9 -> [-0.000 -1.000e-09]
// expect: %+.1f -0.04 -> [-0.0]
// expect: %(.1f -0.04 -> [(0.0)]
