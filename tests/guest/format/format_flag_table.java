// Every conversion with every set of at most two flags (and a few of three), each with and
// without a width and a precision: the output or the exception (type and message) of each.
public class format_flag_table {
    static final String FLAGS = "-#+ 0,(";
    static final String[] CONVERSIONS = {
        "b", "B", "h", "H", "s", "S", "c", "C", "d", "o", "x", "X",
        "e", "E", "f", "g", "G", "a", "A", "%", "n", "tY"
    };

    static Object argumentFor(String conversion) {
        switch (conversion.charAt(0)) {
            case 'b': case 'B': return Boolean.TRUE;
            case 'h': case 'H': case 's': case 'S': return "str";
            case 'c': case 'C': return Character.valueOf('q');
            case 'd': return Integer.valueOf(-1234567);
            case 'o': case 'x': case 'X': return Integer.valueOf(1000);
            case 'e': case 'E': case 'f': case 'g': case 'G': case 'a': case 'A':
                return Double.valueOf(-1234.5678);
            default: return null;
        }
    }

    static String outcome(String format, Object arg) {
        try {
            return "[" + String.format(format, arg) + "]";
        } catch (IllegalArgumentException e) {
            String name = e.getClass().getName();
            return name.substring(name.lastIndexOf('.') + 1) + "(" + e.getMessage() + ")";
        }
    }

    static void row(String conversion, String flags) {
        Object arg = argumentFor(conversion);
        StringBuilder line = new StringBuilder();
        line.append('%').append(flags).append(conversion).append(':');
        String[] sizes = {"", "7", ".2", "7.2"};
        for (int i = 0; i < sizes.length; i++) {
            String text = outcome("%" + flags + sizes[i] + conversion, arg);
            line.append(' ').append(text.replace("\n", "\\n"));
        }
        System.out.println(line);
    }

    public static void main(String[] args) {
        for (int c = 0; c < CONVERSIONS.length; c++) {
            String conversion = CONVERSIONS[c];
            row(conversion, "");
            for (int i = 0; i < FLAGS.length(); i++) {
                row(conversion, FLAGS.substring(i, i + 1));
                for (int j = i + 1; j < FLAGS.length(); j++) {
                    row(conversion, "" + FLAGS.charAt(i) + FLAGS.charAt(j));
                }
            }
            row(conversion, "-+(");
            row(conversion, "0, ");
            row(conversion, "#-0");
            row(conversion, "(+,0");
        }
    }
}

// expect: %b: [true] [   true] [tr] [     tr]
// expect: %-b: MissingFormatWidthException(%-b) [true   ] MissingFormatWidthException(%-.2b) [tr     ]
// expect: %-#b: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %-+b: MissingFormatWidthException(%-+b) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) MissingFormatWidthException(%-+.2b) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %- b: MissingFormatWidthException(%- b) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) MissingFormatWidthException(%- .2b) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: %-0b: MissingFormatWidthException(%-0b) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) MissingFormatWidthException(%-0.2b) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0)
// expect: %-,b: MissingFormatWidthException(%-,b) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) MissingFormatWidthException(%-,.2b) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,)
// expect: %-(b: MissingFormatWidthException(%-(b) FormatFlagsConversionMismatchException(Conversion = b, Flags = () MissingFormatWidthException(%-(.2b) FormatFlagsConversionMismatchException(Conversion = b, Flags = ()
// expect: %#b: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %#+b: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %# b: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %#0b: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %#,b: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %#(b: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %+b: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %+ b: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %+0b: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %+,b: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %+(b: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: % b: FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: % 0b: FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: % ,b: FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: % (b: FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: %0b: FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0)
// expect: %0,b: FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0)
// expect: %0(b: FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0)
// expect: %,b: FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,)
// expect: %,(b: FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,)
// expect: %(b: FormatFlagsConversionMismatchException(Conversion = b, Flags = () FormatFlagsConversionMismatchException(Conversion = b, Flags = () FormatFlagsConversionMismatchException(Conversion = b, Flags = () FormatFlagsConversionMismatchException(Conversion = b, Flags = ()
// expect: %-+(b: MissingFormatWidthException(%-+(b) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) MissingFormatWidthException(%-+(.2b) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %0, b: FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: %#-0b: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %(+,0b: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %B: [TRUE] [   TRUE] [TR] [     TR]
// expect: %-B: MissingFormatWidthException(%-B) [TRUE   ] MissingFormatWidthException(%-.2B) [TR     ]
// expect: %-#B: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %-+B: MissingFormatWidthException(%-+B) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) MissingFormatWidthException(%-+.2B) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %- B: MissingFormatWidthException(%- B) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) MissingFormatWidthException(%- .2B) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: %-0B: MissingFormatWidthException(%-0B) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) MissingFormatWidthException(%-0.2B) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0)
// expect: %-,B: MissingFormatWidthException(%-,B) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) MissingFormatWidthException(%-,.2B) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,)
// expect: %-(B: MissingFormatWidthException(%-(B) FormatFlagsConversionMismatchException(Conversion = b, Flags = () MissingFormatWidthException(%-(.2B) FormatFlagsConversionMismatchException(Conversion = b, Flags = ()
// expect: %#B: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %#+B: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %# B: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %#0B: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %#,B: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %#(B: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %+B: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %+ B: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %+0B: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %+,B: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %+(B: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: % B: FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: % 0B: FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: % ,B: FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: % (B: FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: %0B: FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0)
// expect: %0,B: FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0)
// expect: %0(B: FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0) FormatFlagsConversionMismatchException(Conversion = b, Flags = 0)
// expect: %,B: FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,)
// expect: %,(B: FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,) FormatFlagsConversionMismatchException(Conversion = b, Flags = ,)
// expect: %(B: FormatFlagsConversionMismatchException(Conversion = b, Flags = () FormatFlagsConversionMismatchException(Conversion = b, Flags = () FormatFlagsConversionMismatchException(Conversion = b, Flags = () FormatFlagsConversionMismatchException(Conversion = b, Flags = ()
// expect: %-+(B: MissingFormatWidthException(%-+(B) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) MissingFormatWidthException(%-+(.2B) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %0, B: FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  ) FormatFlagsConversionMismatchException(Conversion = b, Flags =  )
// expect: %#-0B: FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #) FormatFlagsConversionMismatchException(Conversion = b, Flags = #)
// expect: %(+,0B: FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +) FormatFlagsConversionMismatchException(Conversion = b, Flags = +)
// expect: %h: [1be31] [  1be31] [1b] [     1b]
// expect: %-h: MissingFormatWidthException(%-h) [1be31  ] MissingFormatWidthException(%-.2h) [1b     ]
// expect: %-#h: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %-+h: MissingFormatWidthException(%-+h) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) MissingFormatWidthException(%-+.2h) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %- h: MissingFormatWidthException(%- h) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) MissingFormatWidthException(%- .2h) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: %-0h: MissingFormatWidthException(%-0h) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) MissingFormatWidthException(%-0.2h) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0)
// expect: %-,h: MissingFormatWidthException(%-,h) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) MissingFormatWidthException(%-,.2h) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,)
// expect: %-(h: MissingFormatWidthException(%-(h) FormatFlagsConversionMismatchException(Conversion = h, Flags = () MissingFormatWidthException(%-(.2h) FormatFlagsConversionMismatchException(Conversion = h, Flags = ()
// expect: %#h: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %#+h: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %# h: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %#0h: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %#,h: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %#(h: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %+h: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %+ h: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %+0h: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %+,h: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %+(h: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: % h: FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: % 0h: FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: % ,h: FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: % (h: FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: %0h: FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0)
// expect: %0,h: FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0)
// expect: %0(h: FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0)
// expect: %,h: FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,)
// expect: %,(h: FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,)
// expect: %(h: FormatFlagsConversionMismatchException(Conversion = h, Flags = () FormatFlagsConversionMismatchException(Conversion = h, Flags = () FormatFlagsConversionMismatchException(Conversion = h, Flags = () FormatFlagsConversionMismatchException(Conversion = h, Flags = ()
// expect: %-+(h: MissingFormatWidthException(%-+(h) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) MissingFormatWidthException(%-+(.2h) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %0, h: FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: %#-0h: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %(+,0h: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %H: [1BE31] [  1BE31] [1B] [     1B]
// expect: %-H: MissingFormatWidthException(%-H) [1BE31  ] MissingFormatWidthException(%-.2H) [1B     ]
// expect: %-#H: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %-+H: MissingFormatWidthException(%-+H) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) MissingFormatWidthException(%-+.2H) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %- H: MissingFormatWidthException(%- H) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) MissingFormatWidthException(%- .2H) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: %-0H: MissingFormatWidthException(%-0H) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) MissingFormatWidthException(%-0.2H) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0)
// expect: %-,H: MissingFormatWidthException(%-,H) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) MissingFormatWidthException(%-,.2H) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,)
// expect: %-(H: MissingFormatWidthException(%-(H) FormatFlagsConversionMismatchException(Conversion = h, Flags = () MissingFormatWidthException(%-(.2H) FormatFlagsConversionMismatchException(Conversion = h, Flags = ()
// expect: %#H: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %#+H: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %# H: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %#0H: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %#,H: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %#(H: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %+H: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %+ H: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %+0H: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %+,H: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %+(H: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: % H: FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: % 0H: FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: % ,H: FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: % (H: FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: %0H: FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0)
// expect: %0,H: FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0)
// expect: %0(H: FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0) FormatFlagsConversionMismatchException(Conversion = h, Flags = 0)
// expect: %,H: FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,)
// expect: %,(H: FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,) FormatFlagsConversionMismatchException(Conversion = h, Flags = ,)
// expect: %(H: FormatFlagsConversionMismatchException(Conversion = h, Flags = () FormatFlagsConversionMismatchException(Conversion = h, Flags = () FormatFlagsConversionMismatchException(Conversion = h, Flags = () FormatFlagsConversionMismatchException(Conversion = h, Flags = ()
// expect: %-+(H: MissingFormatWidthException(%-+(H) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) MissingFormatWidthException(%-+(.2H) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %0, H: FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  ) FormatFlagsConversionMismatchException(Conversion = h, Flags =  )
// expect: %#-0H: FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #) FormatFlagsConversionMismatchException(Conversion = h, Flags = #)
// expect: %(+,0H: FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +) FormatFlagsConversionMismatchException(Conversion = h, Flags = +)
// expect: %s: [str] [    str] [st] [     st]
// expect: %-s: MissingFormatWidthException(%-s) [str    ] MissingFormatWidthException(%-.2s) [st     ]
// expect: %-#s: MissingFormatWidthException(%-#s) FormatFlagsConversionMismatchException(Conversion = s, Flags = #) MissingFormatWidthException(%-#.2s) FormatFlagsConversionMismatchException(Conversion = s, Flags = #)
// expect: %-+s: MissingFormatWidthException(%-+s) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) MissingFormatWidthException(%-+.2s) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %- s: MissingFormatWidthException(%- s) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) MissingFormatWidthException(%- .2s) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: %-0s: MissingFormatWidthException(%-0s) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) MissingFormatWidthException(%-0.2s) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %-,s: MissingFormatWidthException(%-,s) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) MissingFormatWidthException(%-,.2s) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,)
// expect: %-(s: MissingFormatWidthException(%-(s) FormatFlagsConversionMismatchException(Conversion = s, Flags = () MissingFormatWidthException(%-(.2s) FormatFlagsConversionMismatchException(Conversion = s, Flags = ()
// expect: %#s: FormatFlagsConversionMismatchException(Conversion = s, Flags = #) FormatFlagsConversionMismatchException(Conversion = s, Flags = #) FormatFlagsConversionMismatchException(Conversion = s, Flags = #) FormatFlagsConversionMismatchException(Conversion = s, Flags = #)
// expect: %#+s: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %# s: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: %#0s: FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %#,s: FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,)
// expect: %#(s: FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = ()
// expect: %+s: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %+ s: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %+0s: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %+,s: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %+(s: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: % s: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: % 0s: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: % ,s: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: % (s: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: %0s: FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %0,s: FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %0(s: FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %,s: FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,)
// expect: %,(s: FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,)
// expect: %(s: FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = ()
// expect: %-+(s: MissingFormatWidthException(%-+(s) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) MissingFormatWidthException(%-+(.2s) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %0, s: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: %#-0s: MissingFormatWidthException(%-#0s) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) MissingFormatWidthException(%-#0.2s) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %(+,0s: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %S: [STR] [    STR] [ST] [     ST]
// expect: %-S: MissingFormatWidthException(%-S) [STR    ] MissingFormatWidthException(%-.2S) [ST     ]
// expect: %-#S: MissingFormatWidthException(%-#S) FormatFlagsConversionMismatchException(Conversion = s, Flags = #) MissingFormatWidthException(%-#.2S) FormatFlagsConversionMismatchException(Conversion = s, Flags = #)
// expect: %-+S: MissingFormatWidthException(%-+S) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) MissingFormatWidthException(%-+.2S) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %- S: MissingFormatWidthException(%- S) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) MissingFormatWidthException(%- .2S) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: %-0S: MissingFormatWidthException(%-0S) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) MissingFormatWidthException(%-0.2S) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %-,S: MissingFormatWidthException(%-,S) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) MissingFormatWidthException(%-,.2S) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,)
// expect: %-(S: MissingFormatWidthException(%-(S) FormatFlagsConversionMismatchException(Conversion = s, Flags = () MissingFormatWidthException(%-(.2S) FormatFlagsConversionMismatchException(Conversion = s, Flags = ()
// expect: %#S: FormatFlagsConversionMismatchException(Conversion = s, Flags = #) FormatFlagsConversionMismatchException(Conversion = s, Flags = #) FormatFlagsConversionMismatchException(Conversion = s, Flags = #) FormatFlagsConversionMismatchException(Conversion = s, Flags = #)
// expect: %#+S: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %# S: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: %#0S: FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %#,S: FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,)
// expect: %#(S: FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = ()
// expect: %+S: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %+ S: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %+0S: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %+,S: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %+(S: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: % S: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: % 0S: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: % ,S: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: % (S: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: %0S: FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %0,S: FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %0(S: FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %,S: FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,)
// expect: %,(S: FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,) FormatFlagsConversionMismatchException(Conversion = s, Flags = ,)
// expect: %(S: FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = () FormatFlagsConversionMismatchException(Conversion = s, Flags = ()
// expect: %-+(S: MissingFormatWidthException(%-+(S) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) MissingFormatWidthException(%-+(.2S) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %0, S: FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  ) FormatFlagsConversionMismatchException(Conversion = s, Flags =  )
// expect: %#-0S: MissingFormatWidthException(%-#0S) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0) MissingFormatWidthException(%-#0.2S) FormatFlagsConversionMismatchException(Conversion = s, Flags = 0)
// expect: %(+,0S: FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +) FormatFlagsConversionMismatchException(Conversion = s, Flags = +)
// expect: %c: [q] [      q] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-c: MissingFormatWidthException(%-c) [q      ] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-#c: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+c: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %- c: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-0c: FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-,c: FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-(c: FormatFlagsConversionMismatchException(Conversion = c, Flags = () FormatFlagsConversionMismatchException(Conversion = c, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#c: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#+c: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %# c: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#0c: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#,c: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#(c: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+c: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+ c: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+0c: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+,c: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+(c: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % c: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % 0c: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % ,c: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % (c: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0c: FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0,c: FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0(c: FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,c: FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,(c: FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(c: FormatFlagsConversionMismatchException(Conversion = c, Flags = () FormatFlagsConversionMismatchException(Conversion = c, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+(c: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0, c: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#-0c: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(+,0c: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %C: [Q] [      Q] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-C: MissingFormatWidthException(%-C) [Q      ] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-#C: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+C: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %- C: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-0C: FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-,C: FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-(C: FormatFlagsConversionMismatchException(Conversion = c, Flags = () FormatFlagsConversionMismatchException(Conversion = c, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#C: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#+C: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %# C: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#0C: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#,C: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#(C: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+C: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+ C: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+0C: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+,C: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+(C: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % C: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % 0C: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % ,C: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % (C: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0C: FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0,C: FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0(C: FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) FormatFlagsConversionMismatchException(Conversion = c, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,C: FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,(C: FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) FormatFlagsConversionMismatchException(Conversion = c, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(C: FormatFlagsConversionMismatchException(Conversion = c, Flags = () FormatFlagsConversionMismatchException(Conversion = c, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+(C: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0, C: FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) FormatFlagsConversionMismatchException(Conversion = c, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#-0C: FormatFlagsConversionMismatchException(Conversion = c, Flags = #) FormatFlagsConversionMismatchException(Conversion = c, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(+,0C: FormatFlagsConversionMismatchException(Conversion = c, Flags = +) FormatFlagsConversionMismatchException(Conversion = c, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %d: [-1234567] [-1234567] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-d: MissingFormatWidthException(%-d) [-1234567] MissingFormatWidthException(%-.2d) IllegalFormatPrecisionException(2)
// expect: %-#d: MissingFormatWidthException(%-#d) FormatFlagsConversionMismatchException(Conversion = d, Flags = #) MissingFormatWidthException(%-#.2d) IllegalFormatPrecisionException(2)
// expect: %-+d: MissingFormatWidthException(%-+d) [-1234567] MissingFormatWidthException(%-+.2d) IllegalFormatPrecisionException(2)
// expect: %- d: MissingFormatWidthException(%- d) [-1234567] MissingFormatWidthException(%- .2d) IllegalFormatPrecisionException(2)
// expect: %-0d: MissingFormatWidthException(%-0d) IllegalFormatFlagsException(Flags = '-0') MissingFormatWidthException(%-0.2d) IllegalFormatFlagsException(Flags = '-0')
// expect: %-,d: MissingFormatWidthException(%-,d) [-1,234,567] MissingFormatWidthException(%-,.2d) IllegalFormatPrecisionException(2)
// expect: %-(d: MissingFormatWidthException(%-(d) [(1234567)] MissingFormatWidthException(%-(.2d) IllegalFormatPrecisionException(2)
// expect: %#d: FormatFlagsConversionMismatchException(Conversion = d, Flags = #) FormatFlagsConversionMismatchException(Conversion = d, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#+d: FormatFlagsConversionMismatchException(Conversion = d, Flags = #) FormatFlagsConversionMismatchException(Conversion = d, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %# d: FormatFlagsConversionMismatchException(Conversion = d, Flags = #) FormatFlagsConversionMismatchException(Conversion = d, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#0d: MissingFormatWidthException(%#0d) FormatFlagsConversionMismatchException(Conversion = d, Flags = #) MissingFormatWidthException(%#0.2d) IllegalFormatPrecisionException(2)
// expect: %#,d: FormatFlagsConversionMismatchException(Conversion = d, Flags = #) FormatFlagsConversionMismatchException(Conversion = d, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#(d: FormatFlagsConversionMismatchException(Conversion = d, Flags = #) FormatFlagsConversionMismatchException(Conversion = d, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+d: [-1234567] [-1234567] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+ d: IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ')
// expect: %+0d: MissingFormatWidthException(%+0d) [-1234567] MissingFormatWidthException(%+0.2d) IllegalFormatPrecisionException(2)
// expect: %+,d: [-1,234,567] [-1,234,567] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+(d: [(1234567)] [(1234567)] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % d: [-1234567] [-1234567] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % 0d: MissingFormatWidthException(% 0d) [-1234567] MissingFormatWidthException(% 0.2d) IllegalFormatPrecisionException(2)
// expect: % ,d: [-1,234,567] [-1,234,567] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % (d: [(1234567)] [(1234567)] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0d: MissingFormatWidthException(%0d) [-1234567] MissingFormatWidthException(%0.2d) IllegalFormatPrecisionException(2)
// expect: %0,d: MissingFormatWidthException(%0,d) [-1,234,567] MissingFormatWidthException(%0,.2d) IllegalFormatPrecisionException(2)
// expect: %0(d: MissingFormatWidthException(%0(d) [(1234567)] MissingFormatWidthException(%0(.2d) IllegalFormatPrecisionException(2)
// expect: %,d: [-1,234,567] [-1,234,567] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,(d: [(1,234,567)] [(1,234,567)] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(d: [(1234567)] [(1234567)] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+(d: MissingFormatWidthException(%-+(d) [(1234567)] MissingFormatWidthException(%-+(.2d) IllegalFormatPrecisionException(2)
// expect: %0, d: MissingFormatWidthException(% 0,d) [-1,234,567] MissingFormatWidthException(% 0,.2d) IllegalFormatPrecisionException(2)
// expect: %#-0d: MissingFormatWidthException(%-#0d) IllegalFormatFlagsException(Flags = '-#0') MissingFormatWidthException(%-#0.2d) IllegalFormatFlagsException(Flags = '-#0')
// expect: %(+,0d: MissingFormatWidthException(%+0,(d) [(1,234,567)] MissingFormatWidthException(%+0,(.2d) IllegalFormatPrecisionException(2)
// expect: %o: [1750] [   1750] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-o: MissingFormatWidthException(%-o) [1750   ] MissingFormatWidthException(%-.2o) IllegalFormatPrecisionException(2)
// expect: %-#o: MissingFormatWidthException(%-#o) [01750  ] MissingFormatWidthException(%-#.2o) IllegalFormatPrecisionException(2)
// expect: %-+o: MissingFormatWidthException(%-+o) FormatFlagsConversionMismatchException(Conversion = o, Flags = +) MissingFormatWidthException(%-+.2o) IllegalFormatPrecisionException(2)
// expect: %- o: MissingFormatWidthException(%- o) FormatFlagsConversionMismatchException(Conversion = o, Flags =  ) MissingFormatWidthException(%- .2o) IllegalFormatPrecisionException(2)
// expect: %-0o: MissingFormatWidthException(%-0o) IllegalFormatFlagsException(Flags = '-0') MissingFormatWidthException(%-0.2o) IllegalFormatFlagsException(Flags = '-0')
// expect: %-,o: MissingFormatWidthException(%-,o) FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) MissingFormatWidthException(%-,.2o) IllegalFormatPrecisionException(2)
// expect: %-(o: MissingFormatWidthException(%-(o) FormatFlagsConversionMismatchException(Conversion = o, Flags = () MissingFormatWidthException(%-(.2o) IllegalFormatPrecisionException(2)
// expect: %#o: [01750] [  01750] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#+o: FormatFlagsConversionMismatchException(Conversion = o, Flags = +) FormatFlagsConversionMismatchException(Conversion = o, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %# o: FormatFlagsConversionMismatchException(Conversion = o, Flags =  ) FormatFlagsConversionMismatchException(Conversion = o, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#0o: MissingFormatWidthException(%#0o) [0001750] MissingFormatWidthException(%#0.2o) IllegalFormatPrecisionException(2)
// expect: %#,o: FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#(o: FormatFlagsConversionMismatchException(Conversion = o, Flags = () FormatFlagsConversionMismatchException(Conversion = o, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+o: FormatFlagsConversionMismatchException(Conversion = o, Flags = +) FormatFlagsConversionMismatchException(Conversion = o, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+ o: IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ')
// expect: %+0o: MissingFormatWidthException(%+0o) FormatFlagsConversionMismatchException(Conversion = o, Flags = +) MissingFormatWidthException(%+0.2o) IllegalFormatPrecisionException(2)
// expect: %+,o: FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+(o: FormatFlagsConversionMismatchException(Conversion = o, Flags = () FormatFlagsConversionMismatchException(Conversion = o, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % o: FormatFlagsConversionMismatchException(Conversion = o, Flags =  ) FormatFlagsConversionMismatchException(Conversion = o, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % 0o: MissingFormatWidthException(% 0o) FormatFlagsConversionMismatchException(Conversion = o, Flags =  ) MissingFormatWidthException(% 0.2o) IllegalFormatPrecisionException(2)
// expect: % ,o: FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % (o: FormatFlagsConversionMismatchException(Conversion = o, Flags = () FormatFlagsConversionMismatchException(Conversion = o, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0o: MissingFormatWidthException(%0o) [0001750] MissingFormatWidthException(%0.2o) IllegalFormatPrecisionException(2)
// expect: %0,o: MissingFormatWidthException(%0,o) FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) MissingFormatWidthException(%0,.2o) IllegalFormatPrecisionException(2)
// expect: %0(o: MissingFormatWidthException(%0(o) FormatFlagsConversionMismatchException(Conversion = o, Flags = () MissingFormatWidthException(%0(.2o) IllegalFormatPrecisionException(2)
// expect: %,o: FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,(o: FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(o: FormatFlagsConversionMismatchException(Conversion = o, Flags = () FormatFlagsConversionMismatchException(Conversion = o, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+(o: MissingFormatWidthException(%-+(o) FormatFlagsConversionMismatchException(Conversion = o, Flags = () MissingFormatWidthException(%-+(.2o) IllegalFormatPrecisionException(2)
// expect: %0, o: MissingFormatWidthException(% 0,o) FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) MissingFormatWidthException(% 0,.2o) IllegalFormatPrecisionException(2)
// expect: %#-0o: MissingFormatWidthException(%-#0o) IllegalFormatFlagsException(Flags = '-#0') MissingFormatWidthException(%-#0.2o) IllegalFormatFlagsException(Flags = '-#0')
// expect: %(+,0o: MissingFormatWidthException(%+0,(o) FormatFlagsConversionMismatchException(Conversion = o, Flags = ,) MissingFormatWidthException(%+0,(.2o) IllegalFormatPrecisionException(2)
// expect: %x: [3e8] [    3e8] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-x: MissingFormatWidthException(%-x) [3e8    ] MissingFormatWidthException(%-.2x) IllegalFormatPrecisionException(2)
// expect: %-#x: MissingFormatWidthException(%-#x) [0x3e8  ] MissingFormatWidthException(%-#.2x) IllegalFormatPrecisionException(2)
// expect: %-+x: MissingFormatWidthException(%-+x) FormatFlagsConversionMismatchException(Conversion = x, Flags = +) MissingFormatWidthException(%-+.2x) IllegalFormatPrecisionException(2)
// expect: %- x: MissingFormatWidthException(%- x) FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) MissingFormatWidthException(%- .2x) IllegalFormatPrecisionException(2)
// expect: %-0x: MissingFormatWidthException(%-0x) IllegalFormatFlagsException(Flags = '-0') MissingFormatWidthException(%-0.2x) IllegalFormatFlagsException(Flags = '-0')
// expect: %-,x: MissingFormatWidthException(%-,x) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) MissingFormatWidthException(%-,.2x) IllegalFormatPrecisionException(2)
// expect: %-(x: MissingFormatWidthException(%-(x) FormatFlagsConversionMismatchException(Conversion = x, Flags = () MissingFormatWidthException(%-(.2x) IllegalFormatPrecisionException(2)
// expect: %#x: [0x3e8] [  0x3e8] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#+x: FormatFlagsConversionMismatchException(Conversion = x, Flags = +) FormatFlagsConversionMismatchException(Conversion = x, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %# x: FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#0x: MissingFormatWidthException(%#0x) [0x003e8] MissingFormatWidthException(%#0.2x) IllegalFormatPrecisionException(2)
// expect: %#,x: FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#(x: FormatFlagsConversionMismatchException(Conversion = x, Flags = () FormatFlagsConversionMismatchException(Conversion = x, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+x: FormatFlagsConversionMismatchException(Conversion = x, Flags = +) FormatFlagsConversionMismatchException(Conversion = x, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+ x: IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ')
// expect: %+0x: MissingFormatWidthException(%+0x) FormatFlagsConversionMismatchException(Conversion = x, Flags = +) MissingFormatWidthException(%+0.2x) IllegalFormatPrecisionException(2)
// expect: %+,x: FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+(x: FormatFlagsConversionMismatchException(Conversion = x, Flags = () FormatFlagsConversionMismatchException(Conversion = x, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % x: FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % 0x: MissingFormatWidthException(% 0x) FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) MissingFormatWidthException(% 0.2x) IllegalFormatPrecisionException(2)
// expect: % ,x: FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % (x: FormatFlagsConversionMismatchException(Conversion = x, Flags = () FormatFlagsConversionMismatchException(Conversion = x, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0x: MissingFormatWidthException(%0x) [00003e8] MissingFormatWidthException(%0.2x) IllegalFormatPrecisionException(2)
// expect: %0,x: MissingFormatWidthException(%0,x) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) MissingFormatWidthException(%0,.2x) IllegalFormatPrecisionException(2)
// expect: %0(x: MissingFormatWidthException(%0(x) FormatFlagsConversionMismatchException(Conversion = x, Flags = () MissingFormatWidthException(%0(.2x) IllegalFormatPrecisionException(2)
// expect: %,x: FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,(x: FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(x: FormatFlagsConversionMismatchException(Conversion = x, Flags = () FormatFlagsConversionMismatchException(Conversion = x, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+(x: MissingFormatWidthException(%-+(x) FormatFlagsConversionMismatchException(Conversion = x, Flags = () MissingFormatWidthException(%-+(.2x) IllegalFormatPrecisionException(2)
// expect: %0, x: MissingFormatWidthException(% 0,x) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) MissingFormatWidthException(% 0,.2x) IllegalFormatPrecisionException(2)
// expect: %#-0x: MissingFormatWidthException(%-#0x) IllegalFormatFlagsException(Flags = '-#0') MissingFormatWidthException(%-#0.2x) IllegalFormatFlagsException(Flags = '-#0')
// expect: %(+,0x: MissingFormatWidthException(%+0,(x) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) MissingFormatWidthException(%+0,(.2x) IllegalFormatPrecisionException(2)
// expect: %X: [3E8] [    3E8] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-X: MissingFormatWidthException(%-X) [3E8    ] MissingFormatWidthException(%-.2X) IllegalFormatPrecisionException(2)
// expect: %-#X: MissingFormatWidthException(%-#X) [0X3E8  ] MissingFormatWidthException(%-#.2X) IllegalFormatPrecisionException(2)
// expect: %-+X: MissingFormatWidthException(%-+X) FormatFlagsConversionMismatchException(Conversion = x, Flags = +) MissingFormatWidthException(%-+.2X) IllegalFormatPrecisionException(2)
// expect: %- X: MissingFormatWidthException(%- X) FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) MissingFormatWidthException(%- .2X) IllegalFormatPrecisionException(2)
// expect: %-0X: MissingFormatWidthException(%-0X) IllegalFormatFlagsException(Flags = '-^0') MissingFormatWidthException(%-0.2X) IllegalFormatFlagsException(Flags = '-^0')
// expect: %-,X: MissingFormatWidthException(%-,X) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) MissingFormatWidthException(%-,.2X) IllegalFormatPrecisionException(2)
// expect: %-(X: MissingFormatWidthException(%-(X) FormatFlagsConversionMismatchException(Conversion = x, Flags = () MissingFormatWidthException(%-(.2X) IllegalFormatPrecisionException(2)
// expect: %#X: [0X3E8] [  0X3E8] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#+X: FormatFlagsConversionMismatchException(Conversion = x, Flags = +) FormatFlagsConversionMismatchException(Conversion = x, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %# X: FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#0X: MissingFormatWidthException(%#0X) [0X003E8] MissingFormatWidthException(%#0.2X) IllegalFormatPrecisionException(2)
// expect: %#,X: FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#(X: FormatFlagsConversionMismatchException(Conversion = x, Flags = () FormatFlagsConversionMismatchException(Conversion = x, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+X: FormatFlagsConversionMismatchException(Conversion = x, Flags = +) FormatFlagsConversionMismatchException(Conversion = x, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+ X: IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ')
// expect: %+0X: MissingFormatWidthException(%+0X) FormatFlagsConversionMismatchException(Conversion = x, Flags = +) MissingFormatWidthException(%+0.2X) IllegalFormatPrecisionException(2)
// expect: %+,X: FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+(X: FormatFlagsConversionMismatchException(Conversion = x, Flags = () FormatFlagsConversionMismatchException(Conversion = x, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % X: FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % 0X: MissingFormatWidthException(% 0X) FormatFlagsConversionMismatchException(Conversion = x, Flags =  ) MissingFormatWidthException(% 0.2X) IllegalFormatPrecisionException(2)
// expect: % ,X: FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % (X: FormatFlagsConversionMismatchException(Conversion = x, Flags = () FormatFlagsConversionMismatchException(Conversion = x, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0X: MissingFormatWidthException(%0X) [00003E8] MissingFormatWidthException(%0.2X) IllegalFormatPrecisionException(2)
// expect: %0,X: MissingFormatWidthException(%0,X) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) MissingFormatWidthException(%0,.2X) IllegalFormatPrecisionException(2)
// expect: %0(X: MissingFormatWidthException(%0(X) FormatFlagsConversionMismatchException(Conversion = x, Flags = () MissingFormatWidthException(%0(.2X) IllegalFormatPrecisionException(2)
// expect: %,X: FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,(X: FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(X: FormatFlagsConversionMismatchException(Conversion = x, Flags = () FormatFlagsConversionMismatchException(Conversion = x, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+(X: MissingFormatWidthException(%-+(X) FormatFlagsConversionMismatchException(Conversion = x, Flags = () MissingFormatWidthException(%-+(.2X) IllegalFormatPrecisionException(2)
// expect: %0, X: MissingFormatWidthException(% 0,X) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) MissingFormatWidthException(% 0,.2X) IllegalFormatPrecisionException(2)
// expect: %#-0X: MissingFormatWidthException(%-#0X) IllegalFormatFlagsException(Flags = '-^#0') MissingFormatWidthException(%-#0.2X) IllegalFormatFlagsException(Flags = '-^#0')
// expect: %(+,0X: MissingFormatWidthException(%+0,(X) FormatFlagsConversionMismatchException(Conversion = x, Flags = ,) MissingFormatWidthException(%+0,(.2X) IllegalFormatPrecisionException(2)
// expect: %e: [-1.234568e+03] [-1.234568e+03] [-1.23e+03] [-1.23e+03]
// expect: %-e: MissingFormatWidthException(%-e) [-1.234568e+03] MissingFormatWidthException(%-.2e) [-1.23e+03]
// expect: %-#e: MissingFormatWidthException(%-#e) [-1.234568e+03] MissingFormatWidthException(%-#.2e) [-1.23e+03]
// expect: %-+e: MissingFormatWidthException(%-+e) [-1.234568e+03] MissingFormatWidthException(%-+.2e) [-1.23e+03]
// expect: %- e: MissingFormatWidthException(%- e) [-1.234568e+03] MissingFormatWidthException(%- .2e) [-1.23e+03]
// expect: %-0e: MissingFormatWidthException(%-0e) IllegalFormatFlagsException(Flags = '-0') MissingFormatWidthException(%-0.2e) IllegalFormatFlagsException(Flags = '-0')
// expect: %-,e: MissingFormatWidthException(%-,e) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) MissingFormatWidthException(%-,.2e) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %-(e: MissingFormatWidthException(%-(e) [(1.234568e+03)] MissingFormatWidthException(%-(.2e) [(1.23e+03)]
// expect: %#e: [-1.234568e+03] [-1.234568e+03] [-1.23e+03] [-1.23e+03]
// expect: %#+e: [-1.234568e+03] [-1.234568e+03] [-1.23e+03] [-1.23e+03]
// expect: %# e: [-1.234568e+03] [-1.234568e+03] [-1.23e+03] [-1.23e+03]
// expect: %#0e: MissingFormatWidthException(%#0e) [-1.234568e+03] MissingFormatWidthException(%#0.2e) [-1.23e+03]
// expect: %#,e: FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %#(e: [(1.234568e+03)] [(1.234568e+03)] [(1.23e+03)] [(1.23e+03)]
// expect: %+e: [-1.234568e+03] [-1.234568e+03] [-1.23e+03] [-1.23e+03]
// expect: %+ e: IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ')
// expect: %+0e: MissingFormatWidthException(%+0e) [-1.234568e+03] MissingFormatWidthException(%+0.2e) [-1.23e+03]
// expect: %+,e: FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %+(e: [(1.234568e+03)] [(1.234568e+03)] [(1.23e+03)] [(1.23e+03)]
// expect: % e: [-1.234568e+03] [-1.234568e+03] [-1.23e+03] [-1.23e+03]
// expect: % 0e: MissingFormatWidthException(% 0e) [-1.234568e+03] MissingFormatWidthException(% 0.2e) [-1.23e+03]
// expect: % ,e: FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: % (e: [(1.234568e+03)] [(1.234568e+03)] [(1.23e+03)] [(1.23e+03)]
// expect: %0e: MissingFormatWidthException(%0e) [-1.234568e+03] MissingFormatWidthException(%0.2e) [-1.23e+03]
// expect: %0,e: MissingFormatWidthException(%0,e) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) MissingFormatWidthException(%0,.2e) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %0(e: MissingFormatWidthException(%0(e) [(1.234568e+03)] MissingFormatWidthException(%0(.2e) [(1.23e+03)]
// expect: %,e: FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %,(e: FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %(e: [(1.234568e+03)] [(1.234568e+03)] [(1.23e+03)] [(1.23e+03)]
// expect: %-+(e: MissingFormatWidthException(%-+(e) [(1.234568e+03)] MissingFormatWidthException(%-+(.2e) [(1.23e+03)]
// expect: %0, e: MissingFormatWidthException(% 0,e) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) MissingFormatWidthException(% 0,.2e) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %#-0e: MissingFormatWidthException(%-#0e) IllegalFormatFlagsException(Flags = '-#0') MissingFormatWidthException(%-#0.2e) IllegalFormatFlagsException(Flags = '-#0')
// expect: %(+,0e: MissingFormatWidthException(%+0,(e) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) MissingFormatWidthException(%+0,(.2e) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %E: [-1.234568E+03] [-1.234568E+03] [-1.23E+03] [-1.23E+03]
// expect: %-E: MissingFormatWidthException(%-E) [-1.234568E+03] MissingFormatWidthException(%-.2E) [-1.23E+03]
// expect: %-#E: MissingFormatWidthException(%-#E) [-1.234568E+03] MissingFormatWidthException(%-#.2E) [-1.23E+03]
// expect: %-+E: MissingFormatWidthException(%-+E) [-1.234568E+03] MissingFormatWidthException(%-+.2E) [-1.23E+03]
// expect: %- E: MissingFormatWidthException(%- E) [-1.234568E+03] MissingFormatWidthException(%- .2E) [-1.23E+03]
// expect: %-0E: MissingFormatWidthException(%-0E) IllegalFormatFlagsException(Flags = '-^0') MissingFormatWidthException(%-0.2E) IllegalFormatFlagsException(Flags = '-^0')
// expect: %-,E: MissingFormatWidthException(%-,E) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) MissingFormatWidthException(%-,.2E) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %-(E: MissingFormatWidthException(%-(E) [(1.234568E+03)] MissingFormatWidthException(%-(.2E) [(1.23E+03)]
// expect: %#E: [-1.234568E+03] [-1.234568E+03] [-1.23E+03] [-1.23E+03]
// expect: %#+E: [-1.234568E+03] [-1.234568E+03] [-1.23E+03] [-1.23E+03]
// expect: %# E: [-1.234568E+03] [-1.234568E+03] [-1.23E+03] [-1.23E+03]
// expect: %#0E: MissingFormatWidthException(%#0E) [-1.234568E+03] MissingFormatWidthException(%#0.2E) [-1.23E+03]
// expect: %#,E: FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %#(E: [(1.234568E+03)] [(1.234568E+03)] [(1.23E+03)] [(1.23E+03)]
// expect: %+E: [-1.234568E+03] [-1.234568E+03] [-1.23E+03] [-1.23E+03]
// expect: %+ E: IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ')
// expect: %+0E: MissingFormatWidthException(%+0E) [-1.234568E+03] MissingFormatWidthException(%+0.2E) [-1.23E+03]
// expect: %+,E: FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %+(E: [(1.234568E+03)] [(1.234568E+03)] [(1.23E+03)] [(1.23E+03)]
// expect: % E: [-1.234568E+03] [-1.234568E+03] [-1.23E+03] [-1.23E+03]
// expect: % 0E: MissingFormatWidthException(% 0E) [-1.234568E+03] MissingFormatWidthException(% 0.2E) [-1.23E+03]
// expect: % ,E: FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: % (E: [(1.234568E+03)] [(1.234568E+03)] [(1.23E+03)] [(1.23E+03)]
// expect: %0E: MissingFormatWidthException(%0E) [-1.234568E+03] MissingFormatWidthException(%0.2E) [-1.23E+03]
// expect: %0,E: MissingFormatWidthException(%0,E) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) MissingFormatWidthException(%0,.2E) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %0(E: MissingFormatWidthException(%0(E) [(1.234568E+03)] MissingFormatWidthException(%0(.2E) [(1.23E+03)]
// expect: %,E: FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %,(E: FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %(E: [(1.234568E+03)] [(1.234568E+03)] [(1.23E+03)] [(1.23E+03)]
// expect: %-+(E: MissingFormatWidthException(%-+(E) [(1.234568E+03)] MissingFormatWidthException(%-+(.2E) [(1.23E+03)]
// expect: %0, E: MissingFormatWidthException(% 0,E) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) MissingFormatWidthException(% 0,.2E) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %#-0E: MissingFormatWidthException(%-#0E) IllegalFormatFlagsException(Flags = '-^#0') MissingFormatWidthException(%-#0.2E) IllegalFormatFlagsException(Flags = '-^#0')
// expect: %(+,0E: MissingFormatWidthException(%+0,(E) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,) MissingFormatWidthException(%+0,(.2E) FormatFlagsConversionMismatchException(Conversion = e, Flags = ,)
// expect: %f: [-1234.567800] [-1234.567800] [-1234.57] [-1234.57]
// expect: %-f: MissingFormatWidthException(%-f) [-1234.567800] MissingFormatWidthException(%-.2f) [-1234.57]
// expect: %-#f: MissingFormatWidthException(%-#f) [-1234.567800] MissingFormatWidthException(%-#.2f) [-1234.57]
// expect: %-+f: MissingFormatWidthException(%-+f) [-1234.567800] MissingFormatWidthException(%-+.2f) [-1234.57]
// expect: %- f: MissingFormatWidthException(%- f) [-1234.567800] MissingFormatWidthException(%- .2f) [-1234.57]
// expect: %-0f: MissingFormatWidthException(%-0f) IllegalFormatFlagsException(Flags = '-0') MissingFormatWidthException(%-0.2f) IllegalFormatFlagsException(Flags = '-0')
// expect: %-,f: MissingFormatWidthException(%-,f) [-1,234.567800] MissingFormatWidthException(%-,.2f) [-1,234.57]
// expect: %-(f: MissingFormatWidthException(%-(f) [(1234.567800)] MissingFormatWidthException(%-(.2f) [(1234.57)]
// expect: %#f: [-1234.567800] [-1234.567800] [-1234.57] [-1234.57]
// expect: %#+f: [-1234.567800] [-1234.567800] [-1234.57] [-1234.57]
// expect: %# f: [-1234.567800] [-1234.567800] [-1234.57] [-1234.57]
// expect: %#0f: MissingFormatWidthException(%#0f) [-1234.567800] MissingFormatWidthException(%#0.2f) [-1234.57]
// expect: %#,f: [-1,234.567800] [-1,234.567800] [-1,234.57] [-1,234.57]
// expect: %#(f: [(1234.567800)] [(1234.567800)] [(1234.57)] [(1234.57)]
// expect: %+f: [-1234.567800] [-1234.567800] [-1234.57] [-1234.57]
// expect: %+ f: IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ')
// expect: %+0f: MissingFormatWidthException(%+0f) [-1234.567800] MissingFormatWidthException(%+0.2f) [-1234.57]
// expect: %+,f: [-1,234.567800] [-1,234.567800] [-1,234.57] [-1,234.57]
// expect: %+(f: [(1234.567800)] [(1234.567800)] [(1234.57)] [(1234.57)]
// expect: % f: [-1234.567800] [-1234.567800] [-1234.57] [-1234.57]
// expect: % 0f: MissingFormatWidthException(% 0f) [-1234.567800] MissingFormatWidthException(% 0.2f) [-1234.57]
// expect: % ,f: [-1,234.567800] [-1,234.567800] [-1,234.57] [-1,234.57]
// expect: % (f: [(1234.567800)] [(1234.567800)] [(1234.57)] [(1234.57)]
// expect: %0f: MissingFormatWidthException(%0f) [-1234.567800] MissingFormatWidthException(%0.2f) [-1234.57]
// expect: %0,f: MissingFormatWidthException(%0,f) [-1,234.567800] MissingFormatWidthException(%0,.2f) [-1,234.57]
// expect: %0(f: MissingFormatWidthException(%0(f) [(1234.567800)] MissingFormatWidthException(%0(.2f) [(1234.57)]
// expect: %,f: [-1,234.567800] [-1,234.567800] [-1,234.57] [-1,234.57]
// expect: %,(f: [(1,234.567800)] [(1,234.567800)] [(1,234.57)] [(1,234.57)]
// expect: %(f: [(1234.567800)] [(1234.567800)] [(1234.57)] [(1234.57)]
// expect: %-+(f: MissingFormatWidthException(%-+(f) [(1234.567800)] MissingFormatWidthException(%-+(.2f) [(1234.57)]
// expect: %0, f: MissingFormatWidthException(% 0,f) [-1,234.567800] MissingFormatWidthException(% 0,.2f) [-1,234.57]
// expect: %#-0f: MissingFormatWidthException(%-#0f) IllegalFormatFlagsException(Flags = '-#0') MissingFormatWidthException(%-#0.2f) IllegalFormatFlagsException(Flags = '-#0')
// expect: %(+,0f: MissingFormatWidthException(%+0,(f) [(1,234.567800)] MissingFormatWidthException(%+0,(.2f) [(1,234.57)]
// expect: %g: [-1234.57] [-1234.57] [-1.2e+03] [-1.2e+03]
// expect: %-g: MissingFormatWidthException(%-g) [-1234.57] MissingFormatWidthException(%-.2g) [-1.2e+03]
// expect: %-#g: MissingFormatWidthException(%-#g) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) MissingFormatWidthException(%-#.2g) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %-+g: MissingFormatWidthException(%-+g) [-1234.57] MissingFormatWidthException(%-+.2g) [-1.2e+03]
// expect: %- g: MissingFormatWidthException(%- g) [-1234.57] MissingFormatWidthException(%- .2g) [-1.2e+03]
// expect: %-0g: MissingFormatWidthException(%-0g) IllegalFormatFlagsException(Flags = '-0') MissingFormatWidthException(%-0.2g) IllegalFormatFlagsException(Flags = '-0')
// expect: %-,g: MissingFormatWidthException(%-,g) [-1,234.57] MissingFormatWidthException(%-,.2g) [-1.2e+03]
// expect: %-(g: MissingFormatWidthException(%-(g) [(1234.57)] MissingFormatWidthException(%-(.2g) [(1.2e+03)]
// expect: %#g: FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %#+g: FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %# g: FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %#0g: MissingFormatWidthException(%#0g) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) MissingFormatWidthException(%#0.2g) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %#,g: FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %#(g: FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %+g: [-1234.57] [-1234.57] [-1.2e+03] [-1.2e+03]
// expect: %+ g: IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ')
// expect: %+0g: MissingFormatWidthException(%+0g) [-1234.57] MissingFormatWidthException(%+0.2g) [-1.2e+03]
// expect: %+,g: [-1,234.57] [-1,234.57] [-1.2e+03] [-1.2e+03]
// expect: %+(g: [(1234.57)] [(1234.57)] [(1.2e+03)] [(1.2e+03)]
// expect: % g: [-1234.57] [-1234.57] [-1.2e+03] [-1.2e+03]
// expect: % 0g: MissingFormatWidthException(% 0g) [-1234.57] MissingFormatWidthException(% 0.2g) [-1.2e+03]
// expect: % ,g: [-1,234.57] [-1,234.57] [-1.2e+03] [-1.2e+03]
// expect: % (g: [(1234.57)] [(1234.57)] [(1.2e+03)] [(1.2e+03)]
// expect: %0g: MissingFormatWidthException(%0g) [-1234.57] MissingFormatWidthException(%0.2g) [-1.2e+03]
// expect: %0,g: MissingFormatWidthException(%0,g) [-1,234.57] MissingFormatWidthException(%0,.2g) [-1.2e+03]
// expect: %0(g: MissingFormatWidthException(%0(g) [(1234.57)] MissingFormatWidthException(%0(.2g) [(1.2e+03)]
// expect: %,g: [-1,234.57] [-1,234.57] [-1.2e+03] [-1.2e+03]
// expect: %,(g: [(1,234.57)] [(1,234.57)] [(1.2e+03)] [(1.2e+03)]
// expect: %(g: [(1234.57)] [(1234.57)] [(1.2e+03)] [(1.2e+03)]
// expect: %-+(g: MissingFormatWidthException(%-+(g) [(1234.57)] MissingFormatWidthException(%-+(.2g) [(1.2e+03)]
// expect: %0, g: MissingFormatWidthException(% 0,g) [-1,234.57] MissingFormatWidthException(% 0,.2g) [-1.2e+03]
// expect: %#-0g: MissingFormatWidthException(%-#0g) IllegalFormatFlagsException(Flags = '-#0') MissingFormatWidthException(%-#0.2g) IllegalFormatFlagsException(Flags = '-#0')
// expect: %(+,0g: MissingFormatWidthException(%+0,(g) [(1,234.57)] MissingFormatWidthException(%+0,(.2g) [(1.2e+03)]
// expect: %G: [-1234.57] [-1234.57] [-1.2E+03] [-1.2E+03]
// expect: %-G: MissingFormatWidthException(%-G) [-1234.57] MissingFormatWidthException(%-.2G) [-1.2E+03]
// expect: %-#G: MissingFormatWidthException(%-#G) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) MissingFormatWidthException(%-#.2G) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %-+G: MissingFormatWidthException(%-+G) [-1234.57] MissingFormatWidthException(%-+.2G) [-1.2E+03]
// expect: %- G: MissingFormatWidthException(%- G) [-1234.57] MissingFormatWidthException(%- .2G) [-1.2E+03]
// expect: %-0G: MissingFormatWidthException(%-0G) IllegalFormatFlagsException(Flags = '-^0') MissingFormatWidthException(%-0.2G) IllegalFormatFlagsException(Flags = '-^0')
// expect: %-,G: MissingFormatWidthException(%-,G) [-1,234.57] MissingFormatWidthException(%-,.2G) [-1.2E+03]
// expect: %-(G: MissingFormatWidthException(%-(G) [(1234.57)] MissingFormatWidthException(%-(.2G) [(1.2E+03)]
// expect: %#G: FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %#+G: FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %# G: FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %#0G: MissingFormatWidthException(%#0G) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) MissingFormatWidthException(%#0.2G) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %#,G: FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %#(G: FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #) FormatFlagsConversionMismatchException(Conversion = g, Flags = #)
// expect: %+G: [-1234.57] [-1234.57] [-1.2E+03] [-1.2E+03]
// expect: %+ G: IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ')
// expect: %+0G: MissingFormatWidthException(%+0G) [-1234.57] MissingFormatWidthException(%+0.2G) [-1.2E+03]
// expect: %+,G: [-1,234.57] [-1,234.57] [-1.2E+03] [-1.2E+03]
// expect: %+(G: [(1234.57)] [(1234.57)] [(1.2E+03)] [(1.2E+03)]
// expect: % G: [-1234.57] [-1234.57] [-1.2E+03] [-1.2E+03]
// expect: % 0G: MissingFormatWidthException(% 0G) [-1234.57] MissingFormatWidthException(% 0.2G) [-1.2E+03]
// expect: % ,G: [-1,234.57] [-1,234.57] [-1.2E+03] [-1.2E+03]
// expect: % (G: [(1234.57)] [(1234.57)] [(1.2E+03)] [(1.2E+03)]
// expect: %0G: MissingFormatWidthException(%0G) [-1234.57] MissingFormatWidthException(%0.2G) [-1.2E+03]
// expect: %0,G: MissingFormatWidthException(%0,G) [-1,234.57] MissingFormatWidthException(%0,.2G) [-1.2E+03]
// expect: %0(G: MissingFormatWidthException(%0(G) [(1234.57)] MissingFormatWidthException(%0(.2G) [(1.2E+03)]
// expect: %,G: [-1,234.57] [-1,234.57] [-1.2E+03] [-1.2E+03]
// expect: %,(G: [(1,234.57)] [(1,234.57)] [(1.2E+03)] [(1.2E+03)]
// expect: %(G: [(1234.57)] [(1234.57)] [(1.2E+03)] [(1.2E+03)]
// expect: %-+(G: MissingFormatWidthException(%-+(G) [(1234.57)] MissingFormatWidthException(%-+(.2G) [(1.2E+03)]
// expect: %0, G: MissingFormatWidthException(% 0,G) [-1,234.57] MissingFormatWidthException(% 0,.2G) [-1.2E+03]
// expect: %#-0G: MissingFormatWidthException(%-#0G) IllegalFormatFlagsException(Flags = '-^#0') MissingFormatWidthException(%-#0.2G) IllegalFormatFlagsException(Flags = '-^#0')
// expect: %(+,0G: MissingFormatWidthException(%+0,(G) [(1,234.57)] MissingFormatWidthException(%+0,(.2G) [(1.2E+03)]
// expect: %a: [-0x1.34a456d5cfaadp10] [-0x1.34a456d5cfaadp10] [-0x1.35p10] [-0x1.35p10]
// expect: %-a: MissingFormatWidthException(%-a) [-0x1.34a456d5cfaadp10] MissingFormatWidthException(%-.2a) [-0x1.35p10]
// expect: %-#a: MissingFormatWidthException(%-#a) [-0x1.34a456d5cfaadp10] MissingFormatWidthException(%-#.2a) [-0x1.35p10]
// expect: %-+a: MissingFormatWidthException(%-+a) [-0x1.34a456d5cfaadp10] MissingFormatWidthException(%-+.2a) [-0x1.35p10]
// expect: %- a: MissingFormatWidthException(%- a) [-0x1.34a456d5cfaadp10] MissingFormatWidthException(%- .2a) [-0x1.35p10]
// expect: %-0a: MissingFormatWidthException(%-0a) IllegalFormatFlagsException(Flags = '-0') MissingFormatWidthException(%-0.2a) IllegalFormatFlagsException(Flags = '-0')
// expect: %-,a: MissingFormatWidthException(%-,a) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) MissingFormatWidthException(%-,.2a) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %-(a: MissingFormatWidthException(%-(a) FormatFlagsConversionMismatchException(Conversion = a, Flags = () MissingFormatWidthException(%-(.2a) FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %#a: [-0x1.34a456d5cfaadp10] [-0x1.34a456d5cfaadp10] [-0x1.35p10] [-0x1.35p10]
// expect: %#+a: [-0x1.34a456d5cfaadp10] [-0x1.34a456d5cfaadp10] [-0x1.35p10] [-0x1.35p10]
// expect: %# a: [-0x1.34a456d5cfaadp10] [-0x1.34a456d5cfaadp10] [-0x1.35p10] [-0x1.35p10]
// expect: %#0a: MissingFormatWidthException(%#0a) [-0x1.34a456d5cfaadp10] MissingFormatWidthException(%#0.2a) [-0x1.35p10]
// expect: %#,a: FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %#(a: FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %+a: [-0x1.34a456d5cfaadp10] [-0x1.34a456d5cfaadp10] [-0x1.35p10] [-0x1.35p10]
// expect: %+ a: IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ')
// expect: %+0a: MissingFormatWidthException(%+0a) [-0x1.34a456d5cfaadp10] MissingFormatWidthException(%+0.2a) [-0x1.35p10]
// expect: %+,a: FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %+(a: FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: % a: [-0x1.34a456d5cfaadp10] [-0x1.34a456d5cfaadp10] [-0x1.35p10] [-0x1.35p10]
// expect: % 0a: MissingFormatWidthException(% 0a) [-0x1.34a456d5cfaadp10] MissingFormatWidthException(% 0.2a) [-0x1.35p10]
// expect: % ,a: FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: % (a: FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %0a: MissingFormatWidthException(%0a) [-0x1.34a456d5cfaadp10] MissingFormatWidthException(%0.2a) [-0x1.35p10]
// expect: %0,a: MissingFormatWidthException(%0,a) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) MissingFormatWidthException(%0,.2a) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %0(a: MissingFormatWidthException(%0(a) FormatFlagsConversionMismatchException(Conversion = a, Flags = () MissingFormatWidthException(%0(.2a) FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %,a: FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %,(a: FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %(a: FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %-+(a: MissingFormatWidthException(%-+(a) FormatFlagsConversionMismatchException(Conversion = a, Flags = () MissingFormatWidthException(%-+(.2a) FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %0, a: MissingFormatWidthException(% 0,a) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) MissingFormatWidthException(% 0,.2a) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %#-0a: MissingFormatWidthException(%-#0a) IllegalFormatFlagsException(Flags = '-#0') MissingFormatWidthException(%-#0.2a) IllegalFormatFlagsException(Flags = '-#0')
// expect: %(+,0a: MissingFormatWidthException(%+0,(a) FormatFlagsConversionMismatchException(Conversion = a, Flags = () MissingFormatWidthException(%+0,(.2a) FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %A: [-0X1.34A456D5CFAADP10] [-0X1.34A456D5CFAADP10] [-0X1.35P10] [-0X1.35P10]
// expect: %-A: MissingFormatWidthException(%-A) [-0X1.34A456D5CFAADP10] MissingFormatWidthException(%-.2A) [-0X1.35P10]
// expect: %-#A: MissingFormatWidthException(%-#A) [-0X1.34A456D5CFAADP10] MissingFormatWidthException(%-#.2A) [-0X1.35P10]
// expect: %-+A: MissingFormatWidthException(%-+A) [-0X1.34A456D5CFAADP10] MissingFormatWidthException(%-+.2A) [-0X1.35P10]
// expect: %- A: MissingFormatWidthException(%- A) [-0X1.34A456D5CFAADP10] MissingFormatWidthException(%- .2A) [-0X1.35P10]
// expect: %-0A: MissingFormatWidthException(%-0A) IllegalFormatFlagsException(Flags = '-^0') MissingFormatWidthException(%-0.2A) IllegalFormatFlagsException(Flags = '-^0')
// expect: %-,A: MissingFormatWidthException(%-,A) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) MissingFormatWidthException(%-,.2A) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %-(A: MissingFormatWidthException(%-(A) FormatFlagsConversionMismatchException(Conversion = a, Flags = () MissingFormatWidthException(%-(.2A) FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %#A: [-0X1.34A456D5CFAADP10] [-0X1.34A456D5CFAADP10] [-0X1.35P10] [-0X1.35P10]
// expect: %#+A: [-0X1.34A456D5CFAADP10] [-0X1.34A456D5CFAADP10] [-0X1.35P10] [-0X1.35P10]
// expect: %# A: [-0X1.34A456D5CFAADP10] [-0X1.34A456D5CFAADP10] [-0X1.35P10] [-0X1.35P10]
// expect: %#0A: MissingFormatWidthException(%#0A) [-0X1.34A456D5CFAADP10] MissingFormatWidthException(%#0.2A) [-0X1.35P10]
// expect: %#,A: FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %#(A: FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %+A: [-0X1.34A456D5CFAADP10] [-0X1.34A456D5CFAADP10] [-0X1.35P10] [-0X1.35P10]
// expect: %+ A: IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ') IllegalFormatFlagsException(Flags = '^+ ')
// expect: %+0A: MissingFormatWidthException(%+0A) [-0X1.34A456D5CFAADP10] MissingFormatWidthException(%+0.2A) [-0X1.35P10]
// expect: %+,A: FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %+(A: FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: % A: [-0X1.34A456D5CFAADP10] [-0X1.34A456D5CFAADP10] [-0X1.35P10] [-0X1.35P10]
// expect: % 0A: MissingFormatWidthException(% 0A) [-0X1.34A456D5CFAADP10] MissingFormatWidthException(% 0.2A) [-0X1.35P10]
// expect: % ,A: FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: % (A: FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %0A: MissingFormatWidthException(%0A) [-0X1.34A456D5CFAADP10] MissingFormatWidthException(%0.2A) [-0X1.35P10]
// expect: %0,A: MissingFormatWidthException(%0,A) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) MissingFormatWidthException(%0,.2A) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %0(A: MissingFormatWidthException(%0(A) FormatFlagsConversionMismatchException(Conversion = a, Flags = () MissingFormatWidthException(%0(.2A) FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %,A: FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %,(A: FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %(A: FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = () FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %-+(A: MissingFormatWidthException(%-+(A) FormatFlagsConversionMismatchException(Conversion = a, Flags = () MissingFormatWidthException(%-+(.2A) FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %0, A: MissingFormatWidthException(% 0,A) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,) MissingFormatWidthException(% 0,.2A) FormatFlagsConversionMismatchException(Conversion = a, Flags = ,)
// expect: %#-0A: MissingFormatWidthException(%-#0A) IllegalFormatFlagsException(Flags = '-^#0') MissingFormatWidthException(%-#0.2A) IllegalFormatFlagsException(Flags = '-^#0')
// expect: %(+,0A: MissingFormatWidthException(%+0,(A) FormatFlagsConversionMismatchException(Conversion = a, Flags = () MissingFormatWidthException(%+0,(.2A) FormatFlagsConversionMismatchException(Conversion = a, Flags = ()
// expect: %%: [%] [      %] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-%: MissingFormatWidthException(%-%) [%      ] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-#%: IllegalFormatFlagsException(Flags = '-#') IllegalFormatFlagsException(Flags = '-#') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+%: IllegalFormatFlagsException(Flags = '-+') IllegalFormatFlagsException(Flags = '-+') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %- %: IllegalFormatFlagsException(Flags = '- ') IllegalFormatFlagsException(Flags = '- ') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-0%: IllegalFormatFlagsException(Flags = '-0') IllegalFormatFlagsException(Flags = '-0') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-,%: IllegalFormatFlagsException(Flags = '-,') IllegalFormatFlagsException(Flags = '-,') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-(%: IllegalFormatFlagsException(Flags = '-(') IllegalFormatFlagsException(Flags = '-(') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#%: IllegalFormatFlagsException(Flags = '#') IllegalFormatFlagsException(Flags = '#') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#+%: IllegalFormatFlagsException(Flags = '#+') IllegalFormatFlagsException(Flags = '#+') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %# %: IllegalFormatFlagsException(Flags = '# ') IllegalFormatFlagsException(Flags = '# ') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#0%: IllegalFormatFlagsException(Flags = '#0') IllegalFormatFlagsException(Flags = '#0') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#,%: IllegalFormatFlagsException(Flags = '#,') IllegalFormatFlagsException(Flags = '#,') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#(%: IllegalFormatFlagsException(Flags = '#(') IllegalFormatFlagsException(Flags = '#(') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+%: IllegalFormatFlagsException(Flags = '+') IllegalFormatFlagsException(Flags = '+') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+ %: IllegalFormatFlagsException(Flags = '+ ') IllegalFormatFlagsException(Flags = '+ ') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+0%: IllegalFormatFlagsException(Flags = '+0') IllegalFormatFlagsException(Flags = '+0') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+,%: IllegalFormatFlagsException(Flags = '+,') IllegalFormatFlagsException(Flags = '+,') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+(%: IllegalFormatFlagsException(Flags = '+(') IllegalFormatFlagsException(Flags = '+(') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % %: IllegalFormatFlagsException(Flags = ' ') IllegalFormatFlagsException(Flags = ' ') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % 0%: IllegalFormatFlagsException(Flags = ' 0') IllegalFormatFlagsException(Flags = ' 0') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % ,%: IllegalFormatFlagsException(Flags = ' ,') IllegalFormatFlagsException(Flags = ' ,') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % (%: IllegalFormatFlagsException(Flags = ' (') IllegalFormatFlagsException(Flags = ' (') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0%: IllegalFormatFlagsException(Flags = '0') IllegalFormatFlagsException(Flags = '0') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0,%: IllegalFormatFlagsException(Flags = '0,') IllegalFormatFlagsException(Flags = '0,') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0(%: IllegalFormatFlagsException(Flags = '0(') IllegalFormatFlagsException(Flags = '0(') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,%: IllegalFormatFlagsException(Flags = ',') IllegalFormatFlagsException(Flags = ',') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,(%: IllegalFormatFlagsException(Flags = ',(') IllegalFormatFlagsException(Flags = ',(') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(%: IllegalFormatFlagsException(Flags = '(') IllegalFormatFlagsException(Flags = '(') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+(%: IllegalFormatFlagsException(Flags = '-+(') IllegalFormatFlagsException(Flags = '-+(') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0, %: IllegalFormatFlagsException(Flags = ' 0,') IllegalFormatFlagsException(Flags = ' 0,') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#-0%: IllegalFormatFlagsException(Flags = '-#0') IllegalFormatFlagsException(Flags = '-#0') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(+,0%: IllegalFormatFlagsException(Flags = '+0,(') IllegalFormatFlagsException(Flags = '+0,(') IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %n: [\n] IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-n: IllegalFormatFlagsException(Flags = '-') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-#n: IllegalFormatFlagsException(Flags = '-#') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+n: IllegalFormatFlagsException(Flags = '-+') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %- n: IllegalFormatFlagsException(Flags = '- ') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-0n: IllegalFormatFlagsException(Flags = '-0') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-,n: IllegalFormatFlagsException(Flags = '-,') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-(n: IllegalFormatFlagsException(Flags = '-(') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#n: IllegalFormatFlagsException(Flags = '#') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#+n: IllegalFormatFlagsException(Flags = '#+') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %# n: IllegalFormatFlagsException(Flags = '# ') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#0n: IllegalFormatFlagsException(Flags = '#0') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#,n: IllegalFormatFlagsException(Flags = '#,') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#(n: IllegalFormatFlagsException(Flags = '#(') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+n: IllegalFormatFlagsException(Flags = '+') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+ n: IllegalFormatFlagsException(Flags = '+ ') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+0n: IllegalFormatFlagsException(Flags = '+0') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+,n: IllegalFormatFlagsException(Flags = '+,') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+(n: IllegalFormatFlagsException(Flags = '+(') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % n: IllegalFormatFlagsException(Flags = ' ') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % 0n: IllegalFormatFlagsException(Flags = ' 0') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % ,n: IllegalFormatFlagsException(Flags = ' ,') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % (n: IllegalFormatFlagsException(Flags = ' (') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0n: IllegalFormatFlagsException(Flags = '0') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0,n: IllegalFormatFlagsException(Flags = '0,') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0(n: IllegalFormatFlagsException(Flags = '0(') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,n: IllegalFormatFlagsException(Flags = ',') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,(n: IllegalFormatFlagsException(Flags = ',(') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(n: IllegalFormatFlagsException(Flags = '(') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+(n: IllegalFormatFlagsException(Flags = '-+(') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0, n: IllegalFormatFlagsException(Flags = ' 0,') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#-0n: IllegalFormatFlagsException(Flags = '-#0') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(+,0n: IllegalFormatFlagsException(Flags = '+0,(') IllegalFormatWidthException(7) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %tY: [null] [   null] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-tY: MissingFormatWidthException(%-tY) [null   ] IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-#tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %- tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-0tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = 0) FormatFlagsConversionMismatchException(Conversion = Y, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-,tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = ,) FormatFlagsConversionMismatchException(Conversion = Y, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-(tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = () FormatFlagsConversionMismatchException(Conversion = Y, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#+tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %# tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#0tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#,tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#(tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+ tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+0tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+,tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %+(tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % 0tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % ,tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: % (tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = 0) FormatFlagsConversionMismatchException(Conversion = Y, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0,tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = 0) FormatFlagsConversionMismatchException(Conversion = Y, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0(tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = 0) FormatFlagsConversionMismatchException(Conversion = Y, Flags = 0) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = ,) FormatFlagsConversionMismatchException(Conversion = Y, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %,(tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = ,) FormatFlagsConversionMismatchException(Conversion = Y, Flags = ,) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = () FormatFlagsConversionMismatchException(Conversion = Y, Flags = () IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %-+(tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %0, tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) FormatFlagsConversionMismatchException(Conversion = Y, Flags =  ) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %#-0tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) FormatFlagsConversionMismatchException(Conversion = Y, Flags = #) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
// expect: %(+,0tY: FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) FormatFlagsConversionMismatchException(Conversion = Y, Flags = +) IllegalFormatPrecisionException(2) IllegalFormatPrecisionException(2)
