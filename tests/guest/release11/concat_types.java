// String concatenation compiled for release 11, where javac emits one invokedynamic to
// StringConcatFactory.makeConcatWithConstants per expression: a recipe of literal text with a
// \1 for each argument, and the argument types in the call site's descriptor. Every argument
// type: boolean, byte, short, char, int, long, float, double (with their extremes, NaN,
// infinities, -0.0 and the float and double forms that switch to E notation), the boxes
// Boolean, Byte, Short, Character, Integer, Long, Float, Double, String, a null String, a null
// Object, a null box, an object with its own toString, one whose toString returns null,
// StringBuilder and CharSequence arguments, an enum constant, and a char next to an int (each
// converted by its own type, never added: javac folds 'a' + 1 before, and the concat sees
// the char). Compile-time constants are folded into the recipe by javac.
import java.util.*;

public class concat_types {
    static final String FOLDED = "folded";
    static final int FOLDED_INT = 12;

    enum CtColour { RED, GREEN }

    static final class CtNamed {
        final String name;

        CtNamed(String name) {
            this.name = name;
        }

        public String toString() {
            return "Named(" + name + ")";
        }
    }

    static final class CtNullName {
        public String toString() {
            return null;
        }
    }

    public static void main(String[] args) {
        boolean t = true;
        boolean f = false;
        byte b = -128;
        short s = 32767;
        char c = 'c';
        int i = Integer.MIN_VALUE;
        long l = Long.MIN_VALUE;
        float fl = 1.5f;
        double d = -2.25;
        System.out.println("boolean " + t + " " + f + ", byte " + b + ", short " + s + ", char " + c);
        System.out.println("int " + i + ", long " + l + ", float " + fl + ", double " + d);
        System.out.println(t + "" + b + s + c + i + l + fl + d);
        System.out.println("" + Integer.MAX_VALUE + '|' + Long.MAX_VALUE + '|' + (byte) 127 + '|' + (short) -1);

        float[] floats = {0.0f, -0.0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
            Float.MIN_VALUE, Float.MAX_VALUE, 1.0E7f, 9999999.0f, 0.001f, 1.0E-4f, 100.0f / 3};
        StringBuilder line = new StringBuilder();
        for (float x : floats) {
            line.append(x + " ");
        }
        System.out.println(line.toString().trim());
        double[] doubles = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.MIN_VALUE,
            Double.MAX_VALUE, 1.0E7, 9999999.0, 0.001, 1.0E-4, 1.0 / 3, 123456789012.5};
        line.setLength(0);
        for (double x : doubles) {
            line.append(x + " ");
        }
        System.out.println(line.toString().trim());

        Boolean bb = Boolean.TRUE;
        Byte by = (byte) 7;
        Short sh = (short) -300;
        Character ch = 'Z';
        Integer in = 1000;
        Long lo = 1L << 40;
        Float fo = 0.5f;
        Double dob = 1e100;
        System.out.println("boxes " + bb + " " + by + " " + sh + " " + ch + " " + in + " " + lo + " " + fo + " "
                + dob);
        Integer nullBox = null;
        Character nullChar = null;
        String nullString = null;
        Object nullObject = null;
        System.out.println("nulls " + nullString + " " + nullObject + " " + nullBox + " " + nullChar + " "
                + nullString + nullString);
        System.out.println(nullString + "");
        System.out.println(nullObject + "!" + nullObject);

        Object named = new CtNamed("n1");
        CtNamed typed = new CtNamed("n2");
        CtNullName nullName = new CtNullName();
        Object nullNameObject = nullName;
        System.out.println("objects " + named + " " + typed + " " + nullName + " " + nullNameObject + " "
                + CtColour.GREEN + " " + Arrays.asList(1, 2) + " " + new TreeMap<String, Integer>(Map.of("k", 1)));

        StringBuilder sb = new StringBuilder("builder");
        CharSequence cs = "charseq";
        CharSequence csBuilder = new StringBuilder("cs-builder");
        StringBuffer buf = new StringBuffer("buffer");
        System.out.println("sequences " + sb + " " + cs + " " + csBuilder + " " + buf + " " + sb + cs);

        char letter = 'a';
        int one = 1;
        System.out.println("char then int " + letter + one + " " + (char) (letter + one) + " " + ('a' + 1) + " "
                + letter + 'b');
        System.out.println(letter + one + " is int arithmetic before the string");
        System.out.println(FOLDED + FOLDED_INT + " " + FOLDED + i + " " + FOLDED_INT + 1 + " " + (FOLDED_INT + 1));

        String onlyArgs = c + "" + c;
        String single = "" + i;
        String trailing = l + "";
        System.out.println(onlyArgs + " " + single + " " + trailing + " " + onlyArgs.length());
    }
    // expect: boolean true false, byte -128, short 32767, char c
    // expect: int -2147483648, long -9223372036854775808, float 1.5, double -2.25
    // expect: true-12832767c-2147483648-92233720368547758081.5-2.25
    // expect: 2147483647|9223372036854775807|127|-1
    // expect: 0.0 -0.0 NaN Infinity -Infinity 1.4E-45 3.4028235E38 1.0E7 9999999.0 0.001 1.0E-4 33.333332
    // expect: 0.0 -0.0 NaN Infinity 4.9E-324 1.7976931348623157E308 1.0E7 9999999.0 0.001 1.0E-4 0.3333333333333333 1.234567890125E11
    // expect: boxes true 7 -300 Z 1000 1099511627776 0.5 1.0E100
    // expect: nulls null null null null nullnull
    // expect: null
    // expect: null!null
    // expect: objects Named(n1) Named(n2) null null GREEN [1, 2] {k=1}
    // expect: sequences builder charseq cs-builder buffer buildercharseq
    // expect: char then int a1 b 98 ab
    // expect: 98 is int arithmetic before the string
    // expect: folded12 folded-2147483648 121 13
    // expect: cc -2147483648 -9223372036854775808 2
}
