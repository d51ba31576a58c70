// Prints what the reference JDK says for Double/Float.toString and parseDouble/parseFloat,
// so that wwvm's C++ conversions (classlib/natives/fpconv.cpp) can be checked against it.
//
// Usage (run by gen_cases.py, or by hand for a long comparison):
//   java FpOracle cases <doubles> <floats> <seed>   edge cases + random cases from a fixed seed
//   java FpOracle random <count> <seed>             random cases only (for long one-off runs)
//   java FpOracle parse                             parse each stdin line (escaped, see below)
//   java FpOracle midpoints                         all values next to short decimal midpoints
//   java FpOracle tostring                          toString of each stdin line "D <hex>" or "F <hex>"
//   java FpOracle floathash <from> <to>             FNV-1a hash of Float.toString per 2^20 floats
//
// Output lines:
//   D <16 hex digits of the double's bits> <Double.toString>
//   F <8 hex digits of the float's bits> <Float.toString>
//   P <double bits or ERR> <float bits or ERR> <escaped input string>
// A D or F line whose string does not parse back to its value is followed by a P line.
// The escaped form writes '\\' as "\\\\" and other bytes outside '!'..'~' as "\xHH".

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;

public class FpOracle {
    private final PrintWriter out;

    private FpOracle(PrintWriter out) {
        this.out = out;
    }

    public static void main(String[] args) throws Exception {
        PrintWriter out = new PrintWriter(System.out, false);
        FpOracle oracle = new FpOracle(out);
        switch (args[0]) {
            case "cases":
                oracle.edgeCases();
                oracle.decimalMidpoints(331);
                oracle.randomCases(Integer.parseInt(args[1]), Integer.parseInt(args[2]),
                                   Long.parseLong(args[3]));
                oracle.parseCases(Long.parseLong(args[3]));
                break;
            case "midpoints":
                oracle.decimalMidpoints(1);
                break;
            case "tostring":
                BufferedReader lines = new BufferedReader(new InputStreamReader(System.in, "ISO-8859-1"));
                for (String line; (line = lines.readLine()) != null; ) {
                    if (line.startsWith("D ")) {
                        oracle.d(Double.longBitsToDouble(Long.parseUnsignedLong(line.substring(2).trim(), 16)));
                    } else if (line.startsWith("F ")) {
                        oracle.f(Float.intBitsToFloat(Integer.parseUnsignedInt(line.substring(2).trim(), 16)));
                    }
                }
                break;
            case "floathash":
                oracle.floatHashes(Long.parseLong(args[1], 16), Long.parseLong(args[2], 16));
                break;
            case "random":
                oracle.randomCases(Integer.parseInt(args[1]), Integer.parseInt(args[1]),
                                   Long.parseLong(args[2]));
                break;
            case "parse":
                BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "ISO-8859-1"));
                for (String line; (line = in.readLine()) != null; ) {
                    oracle.parse(unescape(line));
                }
                break;
            default:
                throw new IllegalArgumentException(args[0]);
        }
        out.flush();
    }

    // A toString case. JDK 17's output does not always parse back to the value (it may
    // round up to a decimal that is a tie broken the other way); such strings are followed
    // by a parse case, so that the tests know.
    private void d(double v) {
        String s = Double.toString(v);
        out.printf("D %016x %s%n", Double.doubleToRawLongBits(v), s);
        if (!Double.isNaN(v) && Double.doubleToRawLongBits(Double.parseDouble(s)) != Double.doubleToRawLongBits(v)) {
            parse(s);
        }
    }

    private void f(float v) {
        String s = Float.toString(v);
        out.printf("F %08x %s%n", Float.floatToRawIntBits(v), s);
        if (!Float.isNaN(v) && Float.floatToRawIntBits(Float.parseFloat(s)) != Float.floatToRawIntBits(v)) {
            parse(s);
        }
    }

    private void both(double v) {
        d(v);
        d(-v);
        f((float) v);
    }

    // Values where the conversions change method or format, or are known to be odd.
    private void edgeCases() {
        d(0.0); d(-0.0); d(Double.NaN); d(Double.POSITIVE_INFINITY); d(Double.NEGATIVE_INFINITY);
        f(0.0f); f(-0.0f); f(Float.NaN); f(Float.POSITIVE_INFINITY); f(Float.NEGATIVE_INFINITY);
        d(Double.MIN_VALUE); d(Double.MIN_NORMAL); d(Double.MAX_VALUE);
        f(Float.MIN_VALUE); f(Float.MIN_NORMAL); f(Float.MAX_VALUE);
        for (long m = 1; m < 300; m++) {            // smallest subnormals
            d(Double.longBitsToDouble(m));
            f(Float.intBitsToFloat((int) m));
        }
        for (long m = 0; m < 16; m++) {             // largest subnormals, smallest normals
            d(Double.longBitsToDouble(0x0010000000000000L - 1 - m));
            d(Double.longBitsToDouble(0x0010000000000000L + m));
            f(Float.intBitsToFloat(0x00800000 - 1 - (int) m));
            f(Float.intBitsToFloat(0x00800000 + (int) m));
        }
        for (int e = -1074; e <= 1023; e++) {       // powers of two and their neighbours
            double p = Math.scalb(1.0, e);
            d(p); d(Math.nextDown(p));
            if (e % 8 == 0) {
                d(Math.nextUp(p)); d(3 * p);
            }
        }
        for (int e = -149; e <= 127; e++) {
            float p = Math.scalb(1.0f, e);
            f(p); f(Math.nextUp(p)); f(Math.nextDown(p)); f(3 * p);
        }
        for (int e = -325; e <= 309; e++) {         // powers of ten and their neighbours
            double p = Double.parseDouble("1e" + e);
            d(p); d(Math.nextUp(p)); d(Math.nextDown(p));
            d(Double.parseDouble((2 + (e & 7)) + "e" + e));
        }
        for (int e = -46; e <= 39; e++) {
            for (int lead = 1; lead <= 9; lead += 3) {
                float p = Float.parseFloat(lead + "e" + e);
                f(p); f(Math.nextUp(p)); f(Math.nextDown(p));
            }
        }
        double[] formatEdges = {1e-3, 1e7, 9.999999999999999e-4, 9999999.999999998, 0.001, 1e-4,
                                10000000.0, 9999999.0, 0.00099999, 123456.789, 1e23, 2e23, 8.41e21,
                                5e-324, 1.7976931348623157e308, 4.9e-324, 2.2250738585072014E-308};
        for (double v : formatEdges) {
            both(v);
            d(Math.nextUp(v)); d(Math.nextDown(v));
            f(Math.nextUp((float) v)); f(Math.nextDown((float) v));
        }
        for (long i = 1; i <= 100; i++) {            // small integers and their halves
            both(i); both(i + 0.5); both(i / 8.0);
        }
        for (int b = 0; b <= 64; b++) {              // integers near powers of two up to 2^64
            for (long k = -3; k <= 3; k++) {
                both(Math.scalb(1.0, b) + k * Math.max(1.0, Math.ulp(Math.scalb(1.0, b))));
            }
        }
        for (long i = (1L << 53) - 20; i <= (1L << 53) + 20; i++) {
            both((double) i);
        }
    }

    // Values next to a midpoint between two neighbours that is itself a short decimal
    // o * 5^j * 2^b: there the digit loop meets its stop tests with equality. Every
    // `stride`-th one is printed, with a parse of the midpoint (a tie to break to even).
    private void decimalMidpoints(int stride) {
        int n = 0;
        for (int precision : new int[] {53, 24}) {
            int maxDigits = precision == 53 ? 17 : 9;
            for (int j = 0; j < 30; j++) {
                BigInteger p5 = BigInteger.valueOf(5).pow(j);
                for (long o = 1; o < (1 << 14); o += 2) {
                    BigInteger odd = p5.multiply(BigInteger.valueOf(o));
                    if (o % 5 == 0 || odd.bitLength() != precision + 1) {
                        continue;
                    }
                    for (int b = 0; b < 1100; b++) {
                        BigInteger mid = odd.shiftLeft(b);
                        String digits = mid.divide(BigInteger.TEN.pow(Math.min(j, b))).toString();
                        if (digits.replaceAll("0+$", "").length() > maxDigits || mid.bitLength() > 1024) {
                            break;
                        }
                        if (n++ % stride != 0) {
                            continue;
                        }
                        BigInteger halfUlp = BigInteger.ONE.shiftLeft(b);
                        if (precision == 53) {
                            d(mid.subtract(halfUlp).doubleValue());
                            d(mid.add(halfUlp).doubleValue());
                        } else if (mid.bitLength() <= 128) {
                            f(mid.subtract(halfUlp).floatValue());
                            f(mid.add(halfUlp).floatValue());
                        }
                        if (stride > 1) {
                            parse(digits + "e" + Math.min(j, b));
                        }
                    }
                }
            }
        }
    }

    private void randomCases(int nDoubles, int nFloats, long seed) {
        Random r = new Random(seed);
        for (int i = 0; i < nDoubles; i++) {
            d(randomDouble(r, i % 5));
        }
        for (int i = 0; i < nFloats; i++) {
            f(randomFloat(r, i % 4));
        }
    }

    // An exhaustive check of Float.toString is affordable if only hashes are compared:
    // one line "H <first bits> <hash>" per 2^20 consecutive bit patterns in [from, to).
    private void floatHashes(long from, long to) {
        for (long chunk = from; chunk < to; chunk += 1 << 20) {
            long h = 0xcbf29ce484222325L;
            for (long bits = chunk; bits < Math.min(to, chunk + (1 << 20)); bits++) {
                String s = Float.toString(Float.intBitsToFloat((int) bits));
                for (int i = 0; i < s.length(); i++) {
                    h = (h ^ s.charAt(i)) * 0x100000001b3L;
                }
                h = (h ^ '\n') * 0x100000001b3L;
            }
            out.printf("H %08x %016x%n", chunk, h);
            out.flush();
        }
    }

    // Five kinds in turn: any bit pattern, moderate magnitudes, short decimals, integers,
    // short significands at small exponents (the digit loop in 32-bit arithmetic).
    private static double randomDouble(Random r, int kind) {
        switch (kind) {
            case 0: {
                double v = Double.longBitsToDouble(r.nextLong());
                return Double.isNaN(v) ? r.nextGaussian() : v;
            }
            case 1: return Math.scalb(1.0 + r.nextDouble(), r.nextInt(200) - 100) * (r.nextBoolean() ? 1 : -1);
            case 2: return Double.parseDouble(shortDecimal(r, 17, 320));
            case 3: return (double) (r.nextLong() >> r.nextInt(64));
            default: return Math.scalb((double) (r.nextInt() >>> r.nextInt(32)), r.nextInt(100) - 70);
        }
    }

    private static float randomFloat(Random r, int kind) {
        switch (kind) {
            case 0: {
                float v = Float.intBitsToFloat(r.nextInt());
                return Float.isNaN(v) ? (float) r.nextGaussian() : v;
            }
            case 1: return Math.scalb(1.0f + r.nextFloat(), r.nextInt(80) - 40) * (r.nextBoolean() ? 1 : -1);
            case 2: return Float.parseFloat(shortDecimal(r, 9, 45));
            default: return (float) (r.nextInt() >> r.nextInt(32));
        }
    }

    private static String shortDecimal(Random r, int maxDigits, int maxExp) {
        int n = 1 + r.nextInt(maxDigits);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append((char) ('0' + r.nextInt(10)));
        }
        return sb + "e" + (r.nextInt(2 * maxExp) - maxExp);
    }

    // Parse inputs that exercise the grammar, rounding at halfway points and long inputs.
    private void parseCases(long seed) {
        String[] fixed = {
            "0", "-0", "+0", "0.0", "1", "-1", "1.5", "  1.5  ", "\t\n1.5\r ", "1.", ".5", "-.5",
            "1e5", "1E5", "1e+5", "1e-5", "1.e5", ".5e1", "1f", "1F", "1d", "1D", "1.5f", "1e5d",
            "NaN", "+NaN", "-NaN", "Infinity", "+Infinity", "-Infinity", "  Infinity ",
            "nan", "inf", "infinity", "NaNd", "Infinityf", "", " ", ".", "+", "-", "e5", ".e5",
            "1e", "1e+", "1e-", "1.0 f", "1ff", "1fd", "0x", "0x1", "0x1p", "0x1p1", "0X1P1",
            "0x1.8p3", "0x.8p1", "0x1.p1", "0x.p1", "-0x1p-1074", "0x1p-1075", "0x1.0000000000001p-1075",
            "0x1p-1076", "0x1.fffffffffffffp1023", "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7ffp1023",
            "0x1p1024", "0x1p-149", "0x1p-150", "0x1.000001p-150", "0x1.ffffffp127", "0x1.fffffeffp127",
            "0x1.ffffffffp1f", "0x1p1d", "0xABCDEFp0", "0xabcdef.abcdefp-4", "0x0p0", "-0x0.0p0",
            "0x1_0p0", "1_000", "1,5", "1..5", "--1", "+-1", "1e5.5", "0x1.8", "1e400", "-1e400",
            "1e-400", "-1e-400", "1e99999999999", "1e-99999999999", "0e99999999999", "0.0e-99999999999",
            "1e2147483647", "1e2147483648", "1e-2147483648", "1e-2147483649",
            "000000000000000000000000000001.5", "0.000000000000000000000000000000000000015e35",
            "4.9e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "2.47032822920623272e-324",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
            "1.797693134862315807937289714053e308", "1.797693134862315708145274237317e308",
            "3.4028235e38", "3.4028236e38", "3.40282356779733661637539395458142568448e38",
            "3.40282356779733661637539395458142568447e38", "1.4e-45", "7.006492321624085e-46",
            "7.006492321624086e-46", "1.1754943508222875e-38", "2.2250738585072012e-308",
            "2.2250738585072011e-308", "9007199254740993", "9007199254740993.0000000000000000000001",
            "9007199254740992.9999999999999999999999", "1.00000005960464477539062499",
            "1.000000059604644775390625", "1.00000005960464477539062501", "16777217", "16777219",
            "0.1", "0.2", "0.3", "3.141592653589793", "2.718281828459045", "1e23", "8.41e21",
            "5e-324", "\u0000" + "1", "1" + "\u001f", "\u00a01",
        };
        for (String s : fixed) {
            parse(s);
        }
        Random r = new Random(seed ^ 0x5DEECE66DL);
        for (int i = 0; i < 200; i++) {             // halfway points between neighbours, +- a tiny bit
            double v = randomDouble(r, i % 3);
            if (Double.isInfinite(v) || Double.isNaN(v)) {
                continue;
            }
            BigDecimal mid = new BigDecimal(v).add(new BigDecimal(Math.nextUp(v))).divide(BigDecimal.valueOf(2));
            parse(mid.toString());
            parse(mid.toString() + "0000000000000000000000001");
            parse(mid.subtract(mid.ulp()).toString() + "9999");
            float fv = randomFloat(r, i % 3);
            if (Float.isInfinite(fv) || Float.isNaN(fv)) {
                continue;
            }
            BigDecimal fmid = new BigDecimal(fv).add(new BigDecimal(Math.nextUp(fv))).divide(BigDecimal.valueOf(2));
            parse(fmid.toString());
            parse(fmid.toString() + "001");
            parse(fmid.subtract(fmid.ulp()).toString() + "9");
        }
        StringBuilder longDigits = new StringBuilder("0.");
        for (int i = 0; i < 1500; i++) {            // long digit strings beyond any truncation limit
            longDigits.append((char) ('0' + r.nextInt(10)));
        }
        parse(longDigits.toString());
        parse("1" + longDigits.substring(2) + "e-1500");
        parse(longDigits.toString() + "e-300");
        String digits800 = "1" + longDigits.substring(2, 801);
        for (int e = -1130; e <= -1115; e++) {      // the largest operands of an exact parse
            parse(digits800 + "e" + e);
            parse(digits800.substring(0, 700) + "e" + (e + 100));
        }
        for (int e = -495; e <= -487; e++) {        // the overflow threshold, 800 digits
            parse(digits800 + "e" + e);
            parse(digits800.replaceAll(".", "9") + "e" + e);
        }
        parse("0." + "0".repeat(2000) + digits800 + "e2000");
        parse(digits800 + "0".repeat(2000) + "e-2300");
        parse("2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324");
        parse("2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125000000000000000000000000001e-324");
    }

    private void parse(String s) {
        String dBits, fBits;
        try {
            dBits = String.format("%016x", Double.doubleToRawLongBits(Double.parseDouble(s)));
        } catch (NumberFormatException e) {
            dBits = "ERR";
        }
        try {
            fBits = String.format("%08x", Float.floatToRawIntBits(Float.parseFloat(s)));
        } catch (NumberFormatException e) {
            fBits = "ERR";
        }
        out.printf("P %s %s %s%n", dBits, fBits, escape(s));
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c == '\\') {
                sb.append("\\\\");
            } else if (c > ' ' && c < 0x7f) {
                sb.append(c);
            } else if (c < 0x100) {
                sb.append(String.format("\\x%02x", (int) c));
            } else {
                throw new IllegalArgumentException("only Latin-1 inputs are written");
            }
        }
        return sb.toString();
    }

    private static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && s.charAt(i + 1) == 'x') {
                sb.append((char) Integer.parseInt(s.substring(i + 2, i + 4), 16));
                i += 3;
            } else if (c == '\\') {
                sb.append('\\');
                i += 1;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
