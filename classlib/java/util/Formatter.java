// java.util.Formatter: printf-style formatting (String.format, PrintStream.printf) with the JDK's
// parsing rules, exceptions and output, in the root locale; date/time conversions are not done.
package java.util;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.PrintStream;

/**
 * An interpreter for printf-style format strings: conversions %b %h %s %c %d %o %x %e %f %g %a
 * %% %n (and their upper-case forms), flags '-', '#', '+', ' ', '0', ',', '(' and '<', width,
 * precision and argument indexes, as java.util.Formatter documents them for Locale.ROOT.
 *
 * <p>Floating-point values are printed as the JDK does: the decimal digits of Double.toString
 * (which are not always the shortest) rounded HALF_UP to the precision, so "%.2f" of 1.005 is
 * "1.01" and "%.3f" of 1e300 is a one followed by 300 zeros.
 *
 * <p>The whole format string is parsed before anything is written, so a syntax error leaves the
 * destination untouched; an argument error stops output at the failing specifier.
 */
public final class Formatter implements Closeable, Flushable {
    private Appendable a;
    private IOException lastException;

    /** A formatter writing into a new StringBuilder, read back with toString(). */
    public Formatter() {
        this.a = new StringBuilder();
    }

    /** A formatter writing to a; null means a new StringBuilder. */
    public Formatter(Appendable a) {
        this.a = (a == null) ? new StringBuilder() : a;
    }

    /** A formatter writing to ps, which must not be null. */
    public Formatter(PrintStream ps) {
        if (ps == null) {
            throw new NullPointerException();
        }
        this.a = ps;
    }

    /** The destination of the output. */
    public Appendable out() {
        ensureOpen();
        return a;
    }

    /** The destination's toString(): the text written so far for a StringBuilder destination. */
    public String toString() {
        ensureOpen();
        return a.toString();
    }

    /** Flushes the destination if it is Flushable. */
    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException e) {
                lastException = e;
            }
        }
    }

    /** Closes the destination if it is Closeable; later use throws FormatterClosedException. */
    public void close() {
        if (a == null) {
            return;
        }
        try {
            if (a instanceof Closeable) {
                ((Closeable) a).close();
            }
        } catch (IOException e) {
            lastException = e;
        } finally {
            a = null;
        }
    }

    /** The last IOException the destination threw, or null. */
    public IOException ioException() {
        return lastException;
    }

    private void ensureOpen() {
        if (a == null) {
            throw new FormatterClosedException();
        }
    }

    /**
     * Writes args formatted by format. Specifiers without an index take the arguments in order,
     * "%n$" takes the n-th, "%<" the one the previous specifier took.
     */
    public Formatter format(String format, Object... args) {
        ensureOpen();
        Spec[] specs = parse(format);
        int last = -1;            // argument the previous specifier used
        int ordinary = -1;        // last argument taken in order
        try {
            for (int i = 0; i < specs.length; i++) {
                Spec fs = specs[i];
                int index = fs.index;
                if (index == Spec.TEXT) {
                    fs.print(a, null);
                    continue;
                }
                if (index == Spec.PREVIOUS) {
                    if (last < 0 || (args != null && last > args.length - 1)) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                } else if (index == Spec.ORDINARY) {
                    last = ++ordinary;
                    if (args != null && last > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                } else {
                    last = index - 1;
                    if (args != null && last > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                }
                fs.print(a, (args == null) ? null : args[last]);
            }
        } catch (IOException e) {
            lastException = e;
        }
        return this;
    }

    // ---------------------------------------------------------------- parsing

    /** Splits s into fixed text and specifiers, throwing for the first malformed specifier. */
    private static Spec[] parse(String s) {
        Spec[] specs = new Spec[8];
        int count = 0;
        int len = s.length();
        int i = 0;
        while (i < len) {
            int n = s.indexOf('%', i);
            int end = (n < 0) ? len : n;
            if (end > i) {
                if (count == specs.length) {
                    specs = grow(specs);
                }
                specs[count++] = Spec.text(s.substring(i, end));
            }
            if (n < 0) {
                break;
            }
            Spec fs = new Spec();
            i = fs.parse(s, n);
            if (count == specs.length) {
                specs = grow(specs);
            }
            specs[count++] = fs;
        }
        Spec[] result = new Spec[count];
        System.arraycopy(specs, 0, result, 0, count);
        return result;
    }

    private static Spec[] grow(Spec[] a) {
        Spec[] grown = new Spec[a.length * 2];
        System.arraycopy(a, 0, grown, 0, a.length);
        return grown;
    }

    /** One piece of a format string: fixed text, or a specifier and how to print its argument. */
    private static final class Spec {
        static final int TEXT = -2;        // fixed text, %% and %n: no argument
        static final int PREVIOUS = -1;    // '<': the previous specifier's argument
        static final int ORDINARY = 0;     // the next argument in order

        // Flag bits, in the order the JDK lists flags in its messages.
        static final int LEFT = 1;         // '-'
        static final int UPPER = 2;        // upper-case conversion, shown as '^'
        static final int ALT = 4;          // '#'
        static final int PLUS = 8;         // '+'
        static final int SPACE = 16;       // ' '
        static final int ZERO = 32;        // '0'
        static final int GROUP = 64;       // ','
        static final int PAREN = 128;      // '('
        static final int PREV = 256;       // '<'
        static final String FLAG_CHARS = "-^#+ 0,(<";

        int index = ORDINARY;
        int flags;
        int width = -1;
        int precision = -1;
        boolean dateTime;
        char c;                    // the conversion, lower case (UPPER flag says which)
        String text;               // for fixed text

        static Spec text(String s) {
            Spec fs = new Spec();
            fs.index = TEXT;
            fs.text = s;
            return fs;
        }

        // ---- syntax: %[index$][flags][width][.precision][t]conversion ----

        /** Parses the specifier whose '%' is at n; returns the index after it. */
        int parse(String s, int n) {
            int len = s.length();
            int i = n + 1;
            if (i >= len) {
                throw new UnknownFormatConversionException("%");
            }
            char first = s.charAt(i);
            int indexStart = -1;
            int indexEnd = skipDigits(s, i);
            if (indexEnd > i && indexEnd < len && s.charAt(indexEnd) == '$') {
                indexStart = i;
                i = indexEnd + 1;
            }
            int flagsStart = i;
            while (i < len && "-#+ 0,(<".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
            int flagsEnd = i;
            int widthStart = i;
            i = skipDigits(s, i);
            int widthEnd = i;
            int precStart = -1;
            int precEnd = -1;
            if (i + 1 < len && s.charAt(i) == '.' && isDigit(s.charAt(i + 1))) {
                precStart = i + 1;
                i = precEnd = skipDigits(s, i + 1);
            }
            char dt = 0;
            if (i + 1 < len && (s.charAt(i) == 't' || s.charAt(i) == 'T')
                    && isConversionSyntax(s.charAt(i + 1))) {
                dt = s.charAt(i++);
            }
            if (i >= len || !isConversionSyntax(s.charAt(i))) {
                throw new UnknownFormatConversionException(String.valueOf(first));
            }
            if (indexStart >= 0) {
                setIndex(s, indexStart, indexEnd);
            }
            setFlags(s, flagsStart, flagsEnd);
            if (widthEnd > widthStart) {
                width = parseSize(s, widthStart, widthEnd);
                if (width < 0) {
                    throw new IllegalFormatWidthException(width);
                }
            }
            if (precStart >= 0) {
                precision = parseSize(s, precStart, precEnd);
                if (precision < 0) {
                    throw new IllegalFormatPrecisionException(precision);
                }
            }
            if (dt != 0) {
                setDateTime(dt, s.charAt(i));
            } else {
                setConversion(s.charAt(i));
            }
            return i + 1;
        }

        private static int skipDigits(String s, int i) {
            while (i < s.length() && isDigit(s.charAt(i))) {
                i++;
            }
            return i;
        }

        private static boolean isDigit(char ch) {
            return ch >= '0' && ch <= '9';
        }

        private static boolean isConversionSyntax(char ch) {
            return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '%';
        }

        /** The decimal number in s[start, end), or Integer.MIN_VALUE if it does not fit an int. */
        private static int parseSize(String s, int start, int end) {
            long v = 0;
            for (int i = start; i < end; i++) {
                v = v * 10 + (s.charAt(i) - '0');
                if (v > Integer.MAX_VALUE) {
                    return Integer.MIN_VALUE;
                }
            }
            return (int) v;
        }

        private void setIndex(String s, int start, int end) {
            int v = parseSize(s, start, end);
            if (v <= 0) {
                throw new IllegalFormatArgumentIndexException(v);
            }
            index = v;
        }

        private void setFlags(String s, int start, int end) {
            for (int i = start; i < end; i++) {
                char ch = s.charAt(i);
                int bit = 1 << FLAG_CHARS.indexOf(ch);
                if ((flags & bit) != 0) {
                    throw new DuplicateFormatFlagsException(String.valueOf(ch));
                }
                flags |= bit;
            }
            if (has(PREV)) {
                index = PREVIOUS;
            }
        }

        private void setConversion(char conv) {
            if ("bBhHsScCdoxXeEfgGaA%n".indexOf(conv) < 0) {
                throw new UnknownFormatConversionException(String.valueOf(conv));
            }
            if (conv >= 'A' && conv <= 'Z') {
                flags |= UPPER;
                conv = (char) (conv + ('a' - 'A'));
            }
            c = conv;
            switch (conv) {
                case 'b': case 'h': case 's':
                    checkGeneral();
                    break;
                case 'c':
                    checkCharacter();
                    break;
                case 'd': case 'o': case 'x':
                    checkInteger();
                    break;
                case 'e': case 'f': case 'g': case 'a':
                    checkFloat();
                    break;
                default:
                    checkText();
                    break;
            }
        }

        private void setDateTime(char t, char conv) {
            if ("HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".indexOf(conv) < 0) {
                throw new UnknownFormatConversionException("t" + conv);
            }
            dateTime = true;
            if (t == 'T') {
                flags |= UPPER;
            }
            c = conv;
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlags(ALT | PLUS | SPACE | ZERO | GROUP | PAREN);
            checkLeftHasWidth();
        }

        // ---- which flags go with which conversion (checked while parsing) ----

        private void checkGeneral() {
            if ((c == 'b' || c == 'h') && has(ALT)) {
                throw mismatch(ALT);
            }
            checkLeftHasWidth();
            checkBadFlags(PLUS | SPACE | ZERO | GROUP | PAREN);
        }

        private void checkCharacter() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlags(ALT | PLUS | SPACE | ZERO | GROUP | PAREN);
            checkLeftHasWidth();
        }

        private void checkInteger() {
            checkNumeric();
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlags(c == 'd' ? ALT : GROUP);
        }

        private void checkFloat() {
            checkNumeric();
            if (c == 'e') {
                checkBadFlags(GROUP);
            } else if (c == 'g') {
                checkBadFlags(ALT);
            } else if (c == 'a') {
                checkBadFlags(PAREN | GROUP);
            }
        }

        private void checkNumeric() {
            if ((has(LEFT) || has(ZERO)) && width == -1) {
                throw new MissingFormatWidthException(toString());
            }
            if ((has(PLUS) && has(SPACE)) || (has(LEFT) && has(ZERO))) {
                throw new IllegalFormatFlagsException(flagString(flags));
            }
        }

        private void checkText() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == '%') {
                if ((flags & ~LEFT) != 0) {
                    throw new IllegalFormatFlagsException(flagString(flags));
                }
                checkLeftHasWidth();
            } else {
                if (width != -1) {
                    throw new IllegalFormatWidthException(width);
                }
                if (flags != 0) {
                    throw new IllegalFormatFlagsException(flagString(flags));
                }
            }
            index = TEXT;
        }

        private void checkLeftHasWidth() {
            if (width == -1 && has(LEFT)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        /** Throws for the first of the given flags (in message order) that is present. */
        private void checkBadFlags(int bad) {
            for (int bit = 1; bit <= PREV; bit <<= 1) {
                if ((bad & bit) != 0 && has(bit)) {
                    throw mismatch(bit);
                }
            }
        }

        private FormatFlagsConversionMismatchException mismatch(int flag) {
            return new FormatFlagsConversionMismatchException(flagString(flag), c);
        }

        boolean has(int flag) {
            return (flags & flag) != 0;
        }

        private static String flagString(int f) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < FLAG_CHARS.length(); i++) {
                if ((f & (1 << i)) != 0) {
                    sb.append(FLAG_CHARS.charAt(i));
                }
            }
            return sb.toString();
        }

        /** The specifier as the JDK spells it in messages: flags come before the index. */
        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagString(flags & ~UPPER));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            if (dateTime) {
                sb.append(has(UPPER) ? 'T' : 't');
            }
            sb.append(has(UPPER) && !dateTime ? Character.toUpperCase(c) : c);
            return sb.toString();
        }

        // ---------------------------------------------------------------- printing

        void print(Appendable a, Object arg) throws IOException {
            if (text != null) {
                a.append(text);
                return;
            }
            if (dateTime) {
                printDateTime(a, arg);
                return;
            }
            switch (c) {
                case 'b':
                    printString(a, (arg == null) ? "false"
                            : (arg instanceof Boolean) ? arg.toString() : "true");
                    break;
                case 'h':
                    printString(a, (arg == null) ? "null" : Integer.toHexString(arg.hashCode()));
                    break;
                case 's':
                    if (has(ALT)) {
                        throw new FormatFlagsConversionMismatchException("#", 's');
                    }
                    printString(a, String.valueOf(arg));
                    break;
                case 'c':
                    printCharacter(a, arg);
                    break;
                case 'd': case 'o': case 'x':
                    printInteger(a, arg);
                    break;
                case 'e': case 'f': case 'g': case 'a':
                    printFloat(a, arg);
                    break;
                case '%':
                    printString(a, "%");
                    break;
                default:
                    a.append(System.lineSeparator());
                    break;
            }
        }

        /** Precision truncates, then upper case, then padding to the width. */
        private void printString(Appendable a, String s) throws IOException {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            if (has(UPPER)) {
                s = s.toUpperCase();
            }
            appendJustified(a, s);
        }

        private void appendJustified(Appendable a, CharSequence cs) throws IOException {
            if (width == -1 || cs.length() >= width) {
                a.append(cs);
                return;
            }
            boolean left = has(LEFT);
            if (left) {
                a.append(cs);
            }
            for (int i = cs.length(); i < width; i++) {
                a.append(' ');
            }
            if (!left) {
                a.append(cs);
            }
        }

        private IllegalFormatConversionException badArgument(Object arg) {
            return new IllegalFormatConversionException(c, arg.getClass());
        }

        private void printDateTime(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            if (!(arg instanceof Long)) {
                throw badArgument(arg);
            }
            throw new UnsupportedOperationException(
                    "date/time conversions are not supported by wwvm yet: " + this);
        }

        private void printCharacter(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            int cp;
            if (arg instanceof Character) {
                cp = ((Character) arg).charValue();
            } else if (arg instanceof Byte) {
                cp = ((Byte) arg).byteValue();
            } else if (arg instanceof Short) {
                cp = ((Short) arg).shortValue();
            } else if (arg instanceof Integer) {
                cp = ((Integer) arg).intValue();
            } else {
                throw badArgument(arg);
            }
            if (!Character.isValidCodePoint(cp)) {
                throw new IllegalFormatCodePointException(cp);
            }
            printString(a, new String(Character.toChars(cp)));
        }

        // ---- integers ----

        private void printInteger(Appendable a, Object arg) throws IOException {
            long v;
            int bits;
            if (arg == null) {
                printString(a, "null");
                return;
            } else if (arg instanceof Byte) {
                v = ((Byte) arg).byteValue();
                bits = 8;
            } else if (arg instanceof Short) {
                v = ((Short) arg).shortValue();
                bits = 16;
            } else if (arg instanceof Integer) {
                v = ((Integer) arg).intValue();
                bits = 32;
            } else if (arg instanceof Long) {
                v = ((Long) arg).longValue();
                bits = 64;
            } else {
                throw badArgument(arg);
            }
            if (v < 0 && c != 'd' && bits < 64) {
                v += 1L << bits;             // %o and %x show the two's complement of the type
            }
            StringBuilder sb = new StringBuilder();
            if (c == 'd') {
                boolean neg = v < 0;
                String digits = Long.toString(v);
                leadingSign(sb, neg);
                magnitude(sb, digits, neg ? 1 : 0, adjustWidth(width, neg));
                trailingSign(sb, neg);
            } else {
                checkBadFlags(PAREN | SPACE | PLUS);   // the JDK allows these only for BigInteger
                boolean hex = c == 'x';
                String digits = hex ? Long.toHexString(v) : Long.toOctalString(v);
                String prefix = !has(ALT) ? "" : !hex ? "0" : has(UPPER) ? "0X" : "0x";
                sb.append(prefix);
                if (has(ZERO)) {
                    appendZeros(sb, width - prefix.length() - digits.length());
                }
                sb.append(has(UPPER) ? digits.toUpperCase() : digits);
            }
            appendJustified(a, sb);
        }

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if (has(PLUS)) {
                    sb.append('+');
                } else if (has(SPACE)) {
                    sb.append(' ');
                }
            } else {
                sb.append(has(PAREN) ? '(' : '-');
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && has(PAREN)) {
                sb.append(')');
            }
        }

        /** The width left for the number and its leading sign once a closing ')' is counted. */
        private int adjustWidth(int w, boolean neg) {
            return (w != -1 && neg && has(PAREN)) ? w - 1 : w;
        }

        private static void appendZeros(StringBuilder sb, int n) {
            for (int i = 0; i < n; i++) {
                sb.append('0');
            }
        }

        /**
         * Appends value[offset..] (digits and at most one '.'), with ',' between groups of three
         * integer digits under the ',' flag, then zero-pads after any sign already in sb to w
         * under the '0' flag.
         */
        private void magnitude(StringBuilder sb, CharSequence value, int offset, int w) {
            int begin = sb.length();
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            boolean group = has(GROUP);
            for (int j = offset; j < len; j++) {
                char ch = value.charAt(j);
                sb.append(ch);
                if (group && j < dot - 1 && (dot - j) % 3 == 1) {
                    sb.append(',');
                }
            }
            if (w != -1 && has(ZERO)) {
                for (int k = sb.length(); k < w; k++) {
                    sb.insert(begin, '0');
                }
            }
        }

        // ---- floating point ----

        private void printFloat(Appendable a, Object arg) throws IOException {
            double value;
            if (arg == null) {
                printString(a, "null");
                return;
            } else if (arg instanceof Float) {
                value = ((Float) arg).floatValue();
            } else if (arg instanceof Double) {
                value = ((Double) arg).doubleValue();
            } else {
                throw badArgument(arg);
            }
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) < 0;     // true for -0.0
            if (Double.isNaN(value)) {
                sb.append(has(UPPER) ? "NAN" : "NaN");
            } else {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (Double.isInfinite(v)) {
                    sb.append(has(UPPER) ? "INFINITY" : "Infinity");
                } else if (c == 'a') {
                    hexFloat(sb, v, neg);
                } else {
                    decimalFloat(sb, v, neg);
                }
                trailingSign(sb, neg);
            }
            appendJustified(a, sb);
        }

        private void decimalFloat(StringBuilder sb, double v, boolean neg) {
            Decimal d = new Decimal(v);
            if (c == 'f') {
                int prec = (precision == -1) ? 6 : precision;
                d.round(d.exp + prec);
                StringBuilder m = d.fixed(prec);
                if (prec == 0 && has(ALT)) {
                    m.append('.');
                }
                magnitude(sb, m, 0, adjustWidth(width, neg));
            } else if (c == 'e') {
                int prec = (precision == -1) ? 6 : precision;
                d.round(prec + 1);
                scientific(sb, d, prec, neg);
            } else {
                int sig = (precision == -1) ? 6 : (precision == 0) ? 1 : precision;
                d.round(sig);
                int e = d.zero ? 1 : d.exp;
                if (!d.zero && (e - 1 < -4 || e - 1 >= sig)) {
                    scientific(sb, d, sig - 1, neg);
                } else {
                    StringBuilder m = d.fixed(sig - e);
                    magnitude(sb, m, 0, adjustWidth(width, neg));
                }
            }
        }

        /** d (already rounded) as d.ddd with prec decimals, 'e', sign and two or more digits. */
        private void scientific(StringBuilder sb, Decimal d, int prec, boolean neg) {
            StringBuilder m = d.mantissa(prec);
            if (prec == 0 && has(ALT)) {
                m.append('.');
            }
            int e = d.zero ? 0 : d.exp - 1;
            String exp = (e < 0 ? "-" : "+") + (Math.abs(e) < 10 ? "0" : "") + Math.abs(e);
            int w = (width == -1) ? -1 : adjustWidth(width - exp.length() - 1, neg);
            magnitude(sb, m, 0, w);
            sb.append(has(UPPER) ? 'E' : 'e').append(exp);
        }

        /** %a: Double.toHexString's form, rounded half-even to the precision in hex digits. */
        private void hexFloat(StringBuilder sb, double v, boolean neg) {
            int prec = (precision == -1) ? 0 : (precision == 0) ? 1 : precision;
            String s = hexDigits(v, prec);
            boolean upper = has(UPPER);
            sb.append(upper ? "0X" : "0x");
            if (has(ZERO)) {
                int lead = (has(SPACE) || has(PLUS) || neg) ? 3 : 2;
                appendZeros(sb, width - s.length() - lead);
            }
            int p = s.indexOf('p');
            StringBuilder m = new StringBuilder(upper ? s.substring(0, p).toUpperCase() : s.substring(0, p));
            if (prec != 0) {
                addZeros(m, prec);
            }
            sb.append(m).append(upper ? 'P' : 'p').append(s, p + 1, s.length());
        }

        /** Pads the digits after the '.' of m with zeros to prec of them. */
        private static void addZeros(StringBuilder m, int prec) {
            int dot = m.indexOf(".");
            if (dot < 0) {
                m.append('.');
                dot = m.length() - 1;
            }
            appendZeros(m, prec - (m.length() - dot - 1));
        }

        /** Double.toHexString(v) without "0x", its significand rounded to prec hex digits. */
        private static String hexDigits(double v, int prec) {
            if (v == 0.0 || prec == 0 || prec >= 13) {
                return Double.toHexString(v).substring(2);
            }
            boolean subnormal = Math.getExponent(v) < Double.MIN_EXPONENT;
            if (subnormal) {
                v = Math.scalb(v, 54);           // normalise, then take 54 off the exponent
            }
            int drop = 52 - 4 * prec;
            long bits = Double.doubleToLongBits(v);
            long kept = bits >> drop;
            long rest = bits & ((1L << drop) - 1);
            long half = 1L << (drop - 1);
            if (rest > half || (rest == half && (kept & 1) != 0)) {
                kept++;
            }
            double r = Double.longBitsToDouble(kept << drop);
            if (Double.isInfinite(r)) {
                return "1.0p1024";
            }
            String s = Double.toHexString(r).substring(2);
            if (!subnormal) {
                return s;
            }
            int p = s.indexOf('p');
            return s.substring(0, p + 1) + (Integer.parseInt(s.substring(p + 1)) - 54);
        }
    }

    /**
     * A finite non-negative double as decimal digits 0.d1d2...dn times 10^exp, taken from
     * Double.toString: the JDK formats from these digits (not from the exact binary value).
     */
    private static final class Decimal {
        final char[] d;
        int n;
        int exp;
        boolean zero;

        Decimal(double v) {
            String s = Double.toString(v);
            int e = s.indexOf('E');
            int end = (e < 0) ? s.length() : e;
            d = new char[end];
            int intDigits = end;
            for (int i = 0; i < end; i++) {
                char ch = s.charAt(i);
                if (ch == '.') {
                    intDigits = i;
                } else {
                    d[n++] = ch;
                }
            }
            exp = intDigits + ((e < 0) ? 0 : Integer.parseInt(s.substring(e + 1)));
            int lead = 0;
            while (lead < n && d[lead] == '0') {
                lead++;
            }
            System.arraycopy(d, lead, d, 0, n - lead);
            n -= lead;
            exp -= lead;
            while (n > 0 && d[n - 1] == '0') {
                n--;
            }
            zero = n == 0;
        }

        /** Keeps the first keep digits, rounding HALF_UP on the digits dropped. */
        void round(int keep) {
            if (zero || keep >= n) {
                return;
            }
            if (keep < 0 || (keep == 0 && d[0] < '5')) {
                zero = true;
                n = 0;
                return;
            }
            boolean up = d[keep] >= '5';
            n = keep;
            if (up) {
                int i = keep - 1;
                while (i >= 0 && d[i] == '9') {
                    i--;
                }
                if (i < 0) {
                    d[0] = '1';
                    n = 1;
                    exp++;
                } else {
                    d[i]++;
                    n = i + 1;
                }
            }
        }

        private char digitAt(int pos) {
            return (!zero && pos >= 0 && pos < n) ? d[pos] : '0';
        }

        /** Integer digits, then '.' and prec decimals if prec > 0. */
        StringBuilder fixed(int prec) {
            StringBuilder m = new StringBuilder();
            if (zero || exp <= 0) {
                m.append('0');
            } else {
                for (int i = 0; i < exp; i++) {
                    m.append(digitAt(i));
                }
            }
            if (prec > 0) {
                m.append('.');
                int start = zero ? 0 : exp;
                for (int i = 0; i < prec; i++) {
                    m.append(digitAt(start + i));
                }
            }
            return m;
        }

        /** d1 '.' d2...d(prec+1), or d1 alone when prec is 0. */
        StringBuilder mantissa(int prec) {
            StringBuilder m = new StringBuilder();
            m.append(digitAt(0));
            if (prec > 0) {
                m.append('.');
                for (int i = 1; i <= prec; i++) {
                    m.append(digitAt(i));
                }
            }
            return m;
        }
    }
}
